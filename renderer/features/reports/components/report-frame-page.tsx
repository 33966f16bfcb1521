import { PageFrame } from '../../../components/page-frame/page-frame.tsx';

/**
 * The frame (title, description, breadcrumb) of /report/test-attempt/live/:attemptId. The live
 * quiz attempt it names belongs to the live-course area, which this area does not draw.
 */
export default function ReportFramePage() {
  return <PageFrame />;
}
