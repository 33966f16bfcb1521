import { PageFrame } from '../../../components/page-frame/page-frame.tsx';

/** The page frame of this area's routes: title, description and breadcrumb from the route table. */
export default function GamesPage() {
  return <PageFrame />;
}
