import { Link, useParams } from 'react-router';
import type { StudioWorkspace } from '#common/api/studio/studio.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { paths } from '#common/routing/paths.ts';
import { PageFrame } from '../../../../components/page-frame/page-frame.tsx';
import { itemTitle } from '../item-links.ts';
import { KIND_LABELS } from '../item-states.ts';
import { StateBadge } from '../state-badge.tsx';
import { LiveCoursesSection } from '../../live/index.ts';
import { WorkspaceGate } from '../workspace-gate.tsx';
import { Checklist } from './checklist.tsx';
import { CollectionsSection } from './collections-section.tsx';
import { EntityLists, UnplacedEntities } from './entity-lists.tsx';
import { LevelTree } from './level-tree.tsx';
import { PublishPanel } from './publish-panel.tsx';
import '../studio.css';

function describe(workspace: StudioWorkspace): string {
  const published = workspace.last_published;
  const last = published
    ? `ultima pubblicazione ${formatDateTime(published.at)}${published.by ? ` (${published.by})` : ''}`
    : 'mai pubblicato dallo studio';
  return `Versione ${workspace.pack.version}, ${last}.`;
}

/** Items retired in the draft: they leave the lists, and are gone for students once published. */
function RetiredItems({ workspace }: { workspace: StudioWorkspace }) {
  const retired = workspace.items.filter((item) => item.state === 'retired');
  if (retired.length === 0) return null;
  return (
    <section className="studio-section" aria-labelledby="studio-retired">
      <h2 id="studio-retired" className="studio-section__title">
        Ritirati nella bozza
      </h2>
      <ul className="studio-tree" aria-label="Ritirati nella bozza">
        {retired.map((item) => (
          <li key={`${item.kind}:${item.key}`} className="studio-line">
            {KIND_LABELS[item.kind]} «{itemTitle(workspace, item.kind, item.key)}»
            <StateBadge workspace={workspace} kind={item.kind} itemKey={item.key} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Workspace({ workspace }: { workspace: StudioWorkspace }) {
  const pack = workspace.pack.key;
  const admin = workspace.access === 'admin';
  return (
    <PageFrame title={workspace.pack.title} description={describe(workspace)}>
      <div className="studio">
        <div className="studio-actions">
          <PublishPanel workspace={workspace} />
          {/* The preview shows the journey's pages, which only admins author. */}
          {admin && (
            <Link className="button button--ghost" to={paths.studioPreview.href(pack)}>
              Anteprima
            </Link>
          )}
          {admin && (
            <Link className="button button--ghost" to={paths.studioPackHeader.href(pack)}>
              Dati del pacchetto
            </Link>
          )}
          {admin && (
            <Link className="button button--ghost" to={paths.contentPacks.href()}>
              Esporta come pacchetto
            </Link>
          )}
        </div>
        <Checklist workspace={workspace} />
        {admin && (
          <>
            <LevelTree workspace={workspace} />
            <EntityLists workspace={workspace} />
            <CollectionsSection workspace={workspace} />
            <UnplacedEntities workspace={workspace} />
          </>
        )}
        <LiveCoursesSection workspace={workspace} />
        <RetiredItems workspace={workspace} />
      </div>
    </PageFrame>
  );
}

/** One pack's draft (/studio/:pack): its tree, the checklist, publishing. */
export default function WorkspacePage() {
  const { pack = '' } = useParams();
  return (
    <WorkspaceGate pack={pack}>{(workspace) => <Workspace workspace={workspace} />}</WorkspaceGate>
  );
}
