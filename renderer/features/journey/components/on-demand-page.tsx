import { useSession } from '../../../lib/session-context.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useOnDemand } from '../api/get-on-demand.ts';
import { EmptyState } from './empty-state.tsx';
import { EntityGrid } from './entity-grid.tsx';
import { ListSkeleton } from './list-skeleton.tsx';

/** /ondemand: the items outside the levels, always open. */
export default function OnDemandPage() {
  const { role } = useSession();
  return <PageFrame>{role && <OnDemandList />}</PageFrame>;
}

function OnDemandList() {
  const items = useOnDemand();
  return (
    <>
      {items.isPending ? (
        <ListSkeleton rows={6} label="Caricamento dei contenuti on demand…" />
      ) : items.isError ? (
        <EmptyState>Non è stato possibile caricare i contenuti. Riprova più tardi.</EmptyState>
      ) : items.data.length === 0 ? (
        <EmptyState>Non ci sono ancora contenuti on demand.</EmptyState>
      ) : (
        <EntityGrid entities={items.data} label="Contenuti on demand" />
      )}
    </>
  );
}
