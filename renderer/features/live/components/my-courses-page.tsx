import { Link } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useMyCourses } from '../api/live-calls.ts';
import { CourseList } from './course-list.tsx';
import { NextLiveBanner } from './next-live-banner.tsx';
import './live.css';

/** 'I MIEI CORSI' (/courses): the live courses the student's classes follow. */
export default function MyCoursesPage() {
  const courses = useMyCourses();
  const { claims } = useSession();
  return (
    <PageFrame>
      <NextLiveBanner />
      <CourseList
        courses={courses}
        label="I miei corsi"
        empty="La tua classe non segue ancora nessun corso live."
      />
      <p className="live-state">
        <Link to={paths.live.href()}>Vedi tutti i corsi live</Link> e chiedi al tuo professore di
        iscrivere la classe a quelli che ti interessano.
      </p>
      {claims && (
        <p className="live-state">
          <Link to={paths.liveProfile.href(claims.user_id)}>La mia partecipazione ai live</Link>
        </p>
      )}
    </PageFrame>
  );
}
