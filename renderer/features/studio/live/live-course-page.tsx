import { useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { WorkspaceGate } from '../components/workspace-gate.tsx';
import { LiveCourseEditor } from './live-course-editor.tsx';
// The course page is its own route chunk: it loads the studio's shared styles (fields, sections)
// itself, or a direct visit shows bare browser controls.
import '../components/studio.css';
import './live.css';

/**
 * /studio/:pack/corsi/:course: one live course of a pack's draft, behind the studio's one gate
 * (loading, the 404 page for anyone the server refuses, «Riprova», the end of a running preview).
 */
export default function LiveCoursePage() {
  const { pack = '', course = '' } = useParams();
  return (
    <WorkspaceGate pack={pack}>
      {(workspace) => (
        <PageFrame
          title={
            workspace.draft.live_courses.find((item) => item.key === course)?.title ?? 'Corso live'
          }
        >
          <LiveCourseEditor key={course} workspace={workspace} courseKey={course} />
        </PageFrame>
      )}
    </WorkspaceGate>
  );
}
