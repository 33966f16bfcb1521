import { Link } from 'react-router';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { paths } from '#common/routing/paths.ts';
import { useNextLive } from '../api/live-calls.ts';
import { EpisodeStatus } from './episode-status.tsx';
import { useNow } from './use-now.ts';

/** The running or next episode of the user's courses, with a way in; nothing when none. */
export function NextLiveBanner() {
  const next = useNextLive();
  const now = useNow();
  const episode = next.data;
  if (!episode) return null;
  const live = episode.scope === 'live';
  return (
    <section
      className={live ? 'next-live next-live--live' : 'next-live'}
      aria-label="Prossima diretta"
    >
      <div>
        <p className="next-live__eyebrow">{live ? 'Ora in diretta' : 'Prossima diretta'}</p>
        <h2 className="next-live__title">{episode.title}</h2>
        <p className="next-live__when">
          {formatDateTime(episode.start * 1000)} – {formatDateTime(episode.end * 1000)}
        </p>
        <EpisodeStatus episode={episode} now={now} />
      </div>
      <Link
        className="button button--primary"
        to={`${paths.liveWatch.href()}?course=${episode.course_id}&episode=${episode.episode_id}`}
      >
        {live ? 'Guarda la diretta' : 'Apri il corso'}
      </Link>
    </section>
  );
}
