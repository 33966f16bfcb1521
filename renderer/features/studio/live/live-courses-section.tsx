import { Link } from 'react-router';
import type { StudioWorkspace } from '#common/api/studio/studio.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { plural } from '#common/format/plurals.ts';
import { paths } from '#common/routing/paths.ts';
import { CourseState } from './course-state.tsx';
import { NewLiveCourseForm } from './new-live-course-form.tsx';
import './live.css';

/** The next episode still to come, for the list's line («prossimo episodio 03.12.2026 15:00»). */
function nextStart(course: StudioWorkspace['draft']['live_courses'][number]): string | null {
  const now = Date.now();
  const starts = course.episodes
    .flatMap((episode) => (episode.starts_at ? [new Date(episode.starts_at).getTime()] : []))
    .filter((start) => start >= now)
    .sort((a, b) => a - b);
  return starts[0] === undefined ? null : formatDateTime(starts[0]);
}

/**
 * The pack's live courses in the workspace: each with its draft state, its episodes and quizzes
 * and a link to its editor; «Nuovo corso live» for admins. A course author sees only their
 * courses (the server filters the workspace).
 */
export function LiveCoursesSection({ workspace }: { workspace: StudioWorkspace }) {
  const courses = workspace.draft.live_courses;
  const pack = workspace.pack.key;
  const admin = workspace.access === 'admin';
  const warned = new Set(workspace.warnings.map((warning) => `${warning.kind}:${warning.key}`));
  return (
    <section className="studio-section" aria-labelledby="studio-live-courses">
      <h2 id="studio-live-courses" className="studio-section__title">
        Corsi live
      </h2>
      {courses.length === 0 ? (
        <p className="studio-state">
          {admin ? 'Nessun corso live in questo pacchetto.' : 'Nessun corso live da programmare.'}
        </p>
      ) : (
        <ul className="studio-live-courses" aria-label="Corsi live">
          {courses.map((course) => {
            const next = nextStart(course);
            return (
              <li key={course.key} className="studio-live-course">
                <Link to={paths.studioLiveCourse.href(pack, course.key)}>{course.title}</Link>
                <CourseState workspace={workspace} courseKey={course.key} />
                <span className="studio-type">
                  {plural(course.episodes.length, 'episodio', 'episodi')},{' '}
                  {plural(course.quizzes.length, 'quiz', 'quiz')}
                  {next ? `, prossimo episodio ${next}` : ''}
                </span>
                {warned.has(`live_course:${course.key}`) && (
                  <span className="studio-live-warning">Episodi sovrapposti</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {admin && <NewLiveCourseForm workspace={workspace} />}
    </section>
  );
}
