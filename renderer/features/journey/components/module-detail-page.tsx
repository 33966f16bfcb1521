import axios from 'axios';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { ItemDetail } from '#common/api/journey/index.ts';
import type { Role } from '#common/auth/roles.ts';
import { paths } from '#common/routing/paths.ts';
import { useCrumbLabel } from '../../../components/breadcrumb/crumb-labels.ts';
import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { scrollBehavior } from '../../../lib/use-reduced-motion.ts';
import { useItemDetail } from '../api/get-item-detail.ts';
import { EmptyState } from './empty-state.tsx';
import { FinalQuizBanner } from './final-quiz-banner.tsx';
import { finalQuizOf } from './final-quiz-rule.ts';
import { ItemHeader } from './item-header.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { mayShowInModuleDetail } from './module-access-rule.ts';
import { resourceElementId } from './resource-presentation.ts';
import { SectionList } from './section-list.tsx';
import './module-detail.css';

/** Brings the final quiz row into view and puts keyboard focus on its link. */
function scrollToResource(resourceId: string) {
  const row = document.getElementById(resourceElementId(resourceId));
  row?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'center' });
  row?.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
}

/**
 * Answers that mean "there is no such module for you": hidden or locked (404, 403) and a
 * malformed id (400, 422), which the route accepts because its rule allows any hex string.
 */
const NOT_FOUND_STATUSES: ReadonlySet<number> = new Set([400, 403, 404, 422]);

/**
 * /module-detail/:moduleId. The access rule of spec 01 §2: the server answers 404 for what a
 * student may not open, and no other role sees a final test here (mayShowInModuleDetail); both
 * show the 404 page. `headerActions` adds buttons of other areas to the module's header.
 */
export function ModuleDetailPage({
  headerActions,
}: {
  headerActions?: (item: ItemDetail) => ReactNode;
}) {
  const moduleId = useParams().moduleId ?? '';
  const { role } = useSession();
  // Nothing is loaded without a session, so signing out leaves no query behind.
  return role ? (
    <ModuleDetail key={moduleId} moduleId={moduleId} role={role} headerActions={headerActions} />
  ) : null;
}

function ModuleDetail({
  moduleId,
  role,
  headerActions,
}: {
  moduleId: string;
  role: Role;
  headerActions?: (item: ItemDetail) => ReactNode;
}) {
  const item = useItemDetail(moduleId, role);
  // The banner and the breadcrumb name the module once it is loaded, instead of "Modulo".
  useCrumbLabel(paths.moduleDetail.href(moduleId), item.data?.title);

  if (item.isError) {
    const status = axios.isAxiosError(item.error) ? item.error.response?.status : undefined;
    if (status !== undefined && NOT_FOUND_STATUSES.has(status)) return <ErrorPage status={404} />;
    return (
      <PageFrame>
        <EmptyState>Non è stato possibile caricare il modulo. Riprova più tardi.</EmptyState>
      </PageFrame>
    );
  }
  if (!item.data) {
    return (
      <PageFrame>
        <ListSkeleton rows={4} label="Caricamento del modulo…" />
      </PageFrame>
    );
  }
  if (!mayShowInModuleDetail(role, item.data.type)) return <ErrorPage status={404} />;
  const finalQuiz = finalQuizOf(item.data);
  return (
    <PageFrame title={item.data.title}>
      <div className="module-detail">
        <ItemHeader item={item.data} actions={headerActions?.(item.data)} />
        <FinalQuizBanner
          item={item.data}
          onTakeQuiz={finalQuiz ? () => scrollToResource(finalQuiz.id) : undefined}
        />
        {item.data.sections.length === 0 ? (
          <EmptyState>Questo modulo non ha ancora contenuti.</EmptyState>
        ) : (
          <SectionList moduleId={item.data.id} sections={item.data.sections} />
        )}
      </div>
    </PageFrame>
  );
}
