import axios from 'axios';
import { useParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useStudioWorkspace } from '../api/index.ts';
import { LiveCourseEditor } from './live-course-editor.tsx';
// The course page is its own route chunk: it loads the studio's shared styles (fields, sections)
// itself, or a direct visit shows bare browser controls.
import '../components/studio.css';
import './live.css';

/**
 * /studio/:pack/corsi/:course: one live course of a pack's draft. Anyone the server refuses
 * (403: not an author; 404: not their pack or course) sees the 404 page, as for the studio's
 * other pages.
 */
export default function LiveCoursePage() {
  const { pack = '', course = '' } = useParams();
  const workspace = useStudioWorkspace(pack);
  if (workspace.isPending) {
    return (
      <p className="studio-state" role="status">
        Caricamento della bozza…
      </p>
    );
  }
  if (workspace.isError) {
    const status = axios.isAxiosError(workspace.error) ? workspace.error.response?.status : null;
    if (status === 403 || status === 404) return <ErrorPage status={404} />;
    return (
      <LoadError
        message="Impossibile caricare la bozza del corso."
        onRetry={() => void workspace.refetch()}
      />
    );
  }
  const title = workspace.data.draft.live_courses.find((item) => item.key === course)?.title;
  return (
    <PageFrame title={title ?? 'Corso live'}>
      <LiveCourseEditor key={course} workspace={workspace.data} courseKey={course} />
    </PageFrame>
  );
}
