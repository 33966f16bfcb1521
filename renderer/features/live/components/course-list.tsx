import type { UseQueryResult } from '@tanstack/react-query';
import type { LiveCourse } from '#common/api/live/courses.ts';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { CourseCard } from './course-card.tsx';
import { useNow } from './use-now.ts';

/** A list of courses with its loading, error and empty states. */
export function CourseList({
  courses,
  label,
  empty,
}: {
  courses: UseQueryResult<LiveCourse[]>;
  label: string;
  empty: string;
}) {
  const now = useNow(30_000);
  if (courses.isPending) return <p className="live-state">Caricamento dei corsi…</p>;
  if (courses.isError) {
    return (
      <LoadError message="Impossibile caricare i corsi." onRetry={() => void courses.refetch()} />
    );
  }
  if (courses.data.length === 0) return <p className="live-state">{empty}</p>;
  return (
    <ul className="course-list" aria-label={label}>
      {courses.data.map((course) => (
        <CourseCard key={course.id} course={course} now={now} />
      ))}
    </ul>
  );
}
