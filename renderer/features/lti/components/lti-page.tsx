import { Link, useParams } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useLtiCourses } from '../api/lti-calls.ts';
import { LtiCourseState } from './lti-course-state.tsx';
import { LtiLaunchButton } from './lti-launch-button.tsx';
import './lti.css';

/**
 * /lti, /lti/courses and /lti/courses/:id (development environment only, spec 01 §2): the
 * courses of the external tools configured on the server, and one course with its launch.
 */
export default function LtiPage() {
  const { id } = useParams();
  return id ? <LtiCourseDetail courseId={id} /> : <LtiCourseList />;
}

function LtiCourseList() {
  const courses = useLtiCourses();
  return (
    <PageFrame>
      <LtiCourseState courses={courses}>
        {(list) =>
          list.length === 0 ? (
            <p className="lti-state">Nessuno strumento esterno offre corsi per ora.</p>
          ) : (
            <ul className="lti-courses" aria-label="Corsi esterni">
              {list.map((course) => (
                <li key={course.id} className="lti-course">
                  <p className="lti-course__tool">{course.tool_name}</p>
                  <h2 className="lti-course__title">
                    <Link to={paths.ltiCourse.href(course.id)}>{course.title}</Link>
                  </h2>
                  {course.description && <p>{course.description}</p>}
                  <LtiLaunchButton courseId={course.id} title={course.title} />
                </li>
              ))}
            </ul>
          )
        }
      </LtiCourseState>
    </PageFrame>
  );
}

function LtiCourseDetail({ courseId }: { courseId: string }) {
  const courses = useLtiCourses();
  const course = courses.data?.find((candidate) => candidate.id === courseId);
  return (
    <PageFrame title={course?.title}>
      <LtiCourseState courses={courses}>
        {() =>
          course ? (
            <div className="lti-course lti-course--detail">
              <p className="lti-course__tool">Offerto da {course.tool_name}</p>
              {course.description && <p>{course.description}</p>}
              <LtiLaunchButton courseId={course.id} title={course.title} />
            </div>
          ) : (
            <p className="lti-state">
              Questo corso non è disponibile.{' '}
              <Link to={paths.ltiCourses.href()}>Torna ai corsi esterni</Link>
            </p>
          )
        }
      </LtiCourseState>
    </PageFrame>
  );
}
