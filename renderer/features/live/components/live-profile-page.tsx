import { Link, useParams } from 'react-router';
import { plural } from '#common/format/plurals.ts';
import { paths } from '#common/routing/paths.ts';
import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useLiveProfile } from '../api/live-calls.ts';
import './live.css';

/**
 * /live/profile/:userId: a student's live participation — per followed course, the episodes
 * attended, the minutes present of those broadcast, and the live quizzes. Their own, or (for a
 * professor) one of their students'; anyone else's is the 404 page.
 */
export default function LiveProfilePage() {
  const { userId = '' } = useParams();
  const profile = useLiveProfile(userId);
  if (profile.isError) return <ErrorPage status={404} />;
  if (!profile.data) {
    return (
      <PageFrame>
        <p className="live-state">Caricamento della partecipazione…</p>
      </PageFrame>
    );
  }
  const { user, courses } = profile.data;
  return (
    <PageFrame title={`Partecipazione live di ${user.name}`}>
      {courses.length === 0 ? (
        <p className="live-state">La classe non segue ancora nessun corso live.</p>
      ) : (
        <ul className="course-list" aria-label="Corsi seguiti">
          {courses.map((course) => {
            const share =
              course.minutes_broadcast === 0
                ? 0
                : Math.round((course.minutes_present * 100) / course.minutes_broadcast);
            return (
              <li key={course.course_id} className="course-card">
                <h2 className="course-card__title">
                  <Link to={`${paths.live.href()}?course=${course.course_id}`}>{course.title}</Link>
                </h2>
                <p className="course-card__meta">
                  Episodi seguiti: {course.episodes_attended} di {course.episodes_started}
                </p>
                <p className="course-card__meta">
                  Presenza: {plural(course.minutes_present, 'minuto', 'minuti')} di{' '}
                  {course.minutes_broadcast} ({share}%)
                </p>
                <meter
                  className="live-meter"
                  min={0}
                  max={100}
                  value={share}
                  aria-label={`Presenza ${share}%`}
                />
                {course.quizzes.map((quiz) => (
                  <p key={quiz.quiz_id} className="course-card__meta">
                    {quiz.title}:{' '}
                    {quiz.best_score === null
                      ? 'non ancora svolto'
                      : `${quiz.best_score}% — ${quiz.passed ? 'superato' : 'non superato'}`}
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </PageFrame>
  );
}
