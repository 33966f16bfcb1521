import { PageFrame } from '../../../components/page-frame/page-frame.tsx';

/**
 * The live quiz and the live profile: title and breadcrumb from the route table. Their content
 * (live quizzes, participation) is the part of issue 13 still to be built.
 */
export default function LiveFramePage() {
  return <PageFrame />;
}
