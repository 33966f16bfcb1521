import { Link } from 'react-router';
import { parseCourseResource } from '#common/live/course-resources.ts';
import { episodeState } from '#common/live/episode-timing.ts';
import { formatDecimal } from '#common/format/numbers.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { paths } from '#common/routing/paths.ts';
import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { ExternalLink, safeHref } from '../../../lib/sanitize/index.ts';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useCourse, useRequestSubscription } from '../api/live-calls.ts';
import { CourseThumbnail } from './course-thumbnail.tsx';
import { EpisodeStatus } from './episode-status.tsx';
import { QuizSessionPanel } from './quiz-session-panel.tsx';
import { SubscriptionPanel } from './subscription-panel.tsx';
import { useNow } from './use-now.ts';
import { FormattedDescription } from '../../../lib/sanitize/index.ts';

/**
 * A course's page (/live?course=ID): what it is and who holds it, its resources, its episodes
 * (recordings, the one live now, the upcoming ones with a countdown); for professors, their
 * classrooms to subscribe; for students whose class does not follow it, a request to their
 * professors.
 */
export function CourseView({ courseId }: { courseId: string }) {
  const { role } = useSession();
  const { toasts } = useServices();
  const course = useCourse(courseId);
  const request = useRequestSubscription(courseId);
  const now = useNow();
  if (course.isError) return <ErrorPage status={404} />;
  if (!course.data) {
    return (
      <PageFrame>
        <p className="live-state">Caricamento del corso…</p>
      </PageFrame>
    );
  }
  const data = course.data;
  const canWatch = data.subscribed || role === 'professor';
  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => toasts.show('success', 'Richiesta inviata ai tuoi professori.'),
      onError: (error) => {
        const refused = formErrorOf(error);
        toasts.show('warning', refused.details.course_id ?? refused.message);
      },
    });

  return (
    <PageFrame title={data.title} description={data.description}>
      <div className="course-view">
        <div className="course-view__main">
          <section className="live-panel" aria-labelledby="course-episodes">
            <h2 id="course-episodes" className="live-panel__title">
              Episodi
            </h2>
            <ol className="episode-list">
              {data.episodes.map((episode) => {
                const state = episodeState(episode, now);
                return (
                  <li key={episode.id} className={`episode-row episode-row--${state}`}>
                    <div className="episode-row__body">
                      <h3 className="episode-row__title">{episode.title}</h3>
                      <FormattedDescription
                        text={episode.description}
                        className="episode-row__description"
                      />
                      <p className="episode-row__meta">
                        {formatDateTime(episode.start * 1000)} –{' '}
                        {formatDateTime(episode.end * 1000)}
                        {episode.rank !== null && ` · ★ ${formatDecimal(episode.rank, 1)}`}
                      </p>
                    </div>
                    <div className="episode-row__actions">
                      <EpisodeStatus episode={episode} now={now} />
                      {canWatch && state !== 'upcoming' && (
                        <Link
                          className="button button--ghost"
                          to={`${paths.liveWatch.href()}?course=${data.id}&episode=${episode.id}`}
                          aria-label={`Guarda: ${episode.title}`}
                        >
                          Guarda
                        </Link>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        </div>
        <aside className="course-view__side">
          <CourseThumbnail course={data} variant="page" />
          {role === 'professor' && <SubscriptionPanel courseId={data.id} />}
          {data.quizzes.length > 0 && (role === 'professor' || data.subscribed) && (
            <section className="live-panel" aria-labelledby="course-quizzes">
              <h2 id="course-quizzes" className="live-panel__title">
                Quiz live
              </h2>
              {data.quizzes.map((quiz) =>
                role === 'professor' ? (
                  <QuizSessionPanel key={quiz.id} courseId={data.id} quiz={quiz} />
                ) : (
                  <Link key={quiz.id} to={paths.liveQuiz.href(quiz.id)}>
                    {quiz.title}
                  </Link>
                ),
              )}
            </section>
          )}
          {role === 'student' && !data.subscribed && (
            <section className="live-panel">
              <p>La tua classe non segue ancora questo corso.</p>
              <button
                type="button"
                className="button button--primary"
                disabled={request.isPending || request.isSuccess}
                onClick={ask}
              >
                {request.isSuccess ? 'Richiesta inviata' : 'Chiedi di iscrivere la classe'}
              </button>
            </section>
          )}
          <section className="live-panel" aria-labelledby="course-authors">
            <h2 id="course-authors" className="live-panel__title">
              Docenti
            </h2>
            <ul className="course-authors">
              {data.authors.map((author) => (
                <li key={author.name}>
                  <strong>{author.name}</strong>
                  {author.headline && <span>{author.headline}</span>}
                </li>
              ))}
            </ul>
          </section>
          {data.resources.length > 0 && (
            <section className="live-panel" aria-labelledby="course-resources">
              <h2 id="course-resources" className="live-panel__title">
                Risorse
              </h2>
              <ul className="course-resources">
                {data.resources.map((raw, index) => {
                  const resource = parseCourseResource(raw, index);
                  // An address that is not http(s) or mailto is shown, never followed.
                  return (
                    <li key={`${index}-${raw}`}>
                      {safeHref(resource.link) ? (
                        <ExternalLink href={resource.link}>{resource.title}</ExternalLink>
                      ) : (
                        <span>{resource.title}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </PageFrame>
  );
}
