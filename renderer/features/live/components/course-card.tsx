import { Link } from 'react-router';
import type { LiveCourse } from '#common/api/live/courses.ts';
import { episodeState } from '#common/live/episode-timing.ts';
import { plural, pluralForm } from '#common/format/plurals.ts';
import { paths } from '#common/routing/paths.ts';
import { FormattedDescription } from '../../../lib/sanitize/index.ts';
import { Chip } from '../../../components/chip/chip.tsx';
import { CourseThumbnail } from './course-thumbnail.tsx';

/**
 * A course in a list: its image, title, authors, how many episodes are done and whether one is
 * live.
 */
export function CourseCard({ course, now }: { course: LiveCourse; now: number }) {
  const states = course.episodes.map((episode) => episodeState(episode, now));
  const passed = states.filter((state) => state === 'passed').length;
  const live = states.includes('live');
  return (
    <li className="course-card">
      <div className="course-card__head">
        {live && <Chip type="live">In diretta</Chip>}
        {course.subscribed && <Chip type="success">La tua classe lo segue</Chip>}
      </div>
      <h2 className="course-card__title">
        <Link to={`${paths.live.href()}?course=${course.id}`}>{course.title}</Link>
      </h2>
      {/* Shown on top by the stylesheet (order); in the reading order it follows the title. */}
      <CourseThumbnail course={course} variant="card" />
      <p className="course-card__authors">
        {course.authors.map((author) => author.name).join(', ')}
      </p>
      <FormattedDescription text={course.description} className="course-card__description" />
      <p className="course-card__meta">
        {plural(course.episodes.length, 'episodio', 'episodi')}, {passed} già{' '}
        {pluralForm(passed, 'trasmesso', 'trasmessi')}
      </p>
    </li>
  );
}
