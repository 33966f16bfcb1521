import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { episodeMedia } from '#common/live/episode-media.ts';
import { episodeState } from '#common/live/episode-timing.ts';
import { formatDecimal } from '#common/format/numbers.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { paths } from '#common/routing/paths.ts';
import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { StarVote } from '../../../components/star-rating/star-rating.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useCourse, useMyEpisodeVote, useVoteEpisode } from '../api/live-calls.ts';
import { ChatPanel } from './chat-panel.tsx';
import { EpisodePlayer } from './episode-player.tsx';
import { EpisodeQuestions } from './episode-questions.tsx';
import { EpisodeStatus } from './episode-status.tsx';
import { RecordingStatus } from './recording-status.tsx';
import { useAttendance } from './use-attendance.ts';
import { useRecordingWatch } from './use-recording-watch.ts';
import { useNow } from './use-now.ts';
import { FormattedDescription } from '../../../lib/sanitize/index.ts';
import './live.css';

const ID = /^[1-9]\d{0,17}$/;

/**
 * Watching an episode (/live/watch?course=ID&episode=ID, the live layout): the player, the
 * rating and the questions; the other episodes of the course beside it. Students watch the
 * courses their class follows; professors any. An unknown course or episode is the 404 page.
 * A student's presence is counted while the episode is live, and the seconds of its recording
 * they watch once it has ended (where «Compiti» links an assigned recording).
 */
export default function WatchPage() {
  const [params] = useSearchParams();
  const courseId = params.get('course') ?? '';
  const episodeId = params.get('episode') ?? '';
  if (!ID.test(courseId) || !ID.test(episodeId)) return <ErrorPage status={404} />;
  return <Watch key={episodeId} courseId={courseId} episodeId={episodeId} />;
}

function Watch({ courseId, episodeId }: { courseId: string; episodeId: string }) {
  const { role } = useSession();
  const course = useCourse(courseId);
  const now = useNow();
  const episode = course.data?.episodes.find((item) => item.id === episodeId);
  const follows = role === 'professor' || course.data?.subscribed === true;
  const started = episode ? episodeState(episode, now) !== 'upcoming' : false;
  const canVote = role === 'student' && follows && started;
  const myVote = useMyEpisodeVote(episodeId, canVote);
  const vote = useVoteEpisode(episodeId);
  const live = episode ? episodeState(episode, now) === 'live' : false;
  const present = useAttendance(episodeId, role === 'student' && follows && live);
  const video = useRef<HTMLVideoElement>(null);
  const recordingTracked =
    role === 'student' &&
    follows &&
    episode !== undefined &&
    episodeState(episode, now) === 'passed' &&
    episodeMedia(episode.link).kind === 'file';
  const recording = useRecordingWatch(episodeId, recordingTracked, video);

  if (course.isError || (course.data && (!episode || !follows))) return <ErrorPage status={404} />;
  if (!course.data || !episode) {
    return (
      <PageFrame>
        <p className="live-state">Caricamento dell’episodio…</p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={episode.title} description={course.data.title}>
      <div className="watch">
        <div className="watch__main">
          {started ? (
            <EpisodePlayer
              link={episode.link}
              title={episode.title}
              captionsUrl={episode.captions_url}
              videoRef={video}
              playback={recording.handlers}
            />
          ) : (
            <div className="live-panel">
              <p>L’episodio non è ancora iniziato.</p>
              <EpisodeStatus episode={episode} now={now} />
            </div>
          )}
          <section className="live-panel" aria-labelledby="episode-about">
            <h2 id="episode-about" className="live-panel__title">
              {episode.title}
            </h2>
            <FormattedDescription text={episode.description} />
            <p className="episode-row__meta">
              {formatDateTime(episode.start * 1000)} – {formatDateTime(episode.end * 1000)}{' '}
              <EpisodeStatus episode={episode} now={now} />
            </p>
            {recordingTracked && <RecordingStatus progress={recording.progress} />}
            {present !== null && (
              <p className="live-attendance" role="status">
                La tua presenza: {Math.floor(present / 60)} min
              </p>
            )}
            <p className="live-state">
              {episode.rank === null
                ? 'Ancora nessun voto.'
                : `Valutazione media: ${formatDecimal(episode.rank, 1)} su 5.`}
            </p>
            {canVote && <StarVote saved={myVote.data?.vote ?? null} vote={vote} />}
          </section>
          <EpisodeQuestions episodeId={episodeId} canWrite={follows} />
        </div>
        <aside className="watch__side">
          {course.data.channel_id && <ChatPanel channelId={course.data.channel_id} />}
          <section className="live-panel" aria-labelledby="watch-episodes">
            <h2 id="watch-episodes" className="live-panel__title">
              Episodi del corso
            </h2>
            <ol className="watch-episodes">
              {course.data.episodes.map((item) => (
                <li key={item.id} aria-current={item.id === episodeId ? 'true' : undefined}>
                  {item.id === episodeId || episodeState(item, now) === 'upcoming' ? (
                    <span>{item.title}</span>
                  ) : (
                    <Link to={`${paths.liveWatch.href()}?course=${courseId}&episode=${item.id}`}>
                      {item.title}
                    </Link>
                  )}
                  <EpisodeStatus episode={item} now={now} />
                </li>
              ))}
            </ol>
            <Link to={`${paths.live.href()}?course=${courseId}`}>Torna al corso</Link>
          </section>
        </aside>
      </div>
    </PageFrame>
  );
}
