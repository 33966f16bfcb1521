import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useAllCourses } from '../api/live-calls.ts';
import { CourseList } from './course-list.tsx';
import { CourseView } from './course-view.tsx';
import { NextLiveBanner } from './next-live-banner.tsx';
import './live.css';

/** The live area (/live): the next live and every course; `?course=ID` opens one course. */
export default function LivePage() {
  const [params] = useSearchParams();
  const courseId = params.get('course');
  if (courseId && /^[1-9]\d{0,17}$/.test(courseId)) return <CourseView courseId={courseId} />;
  return <LiveHome />;
}

function LiveHome() {
  const courses = useAllCourses();
  return (
    <PageFrame>
      <NextLiveBanner />
      <CourseList courses={courses} label="Corsi live" empty="Non ci sono ancora corsi live." />
    </PageFrame>
  );
}
