import { useNavigate, useParams } from 'react-router';
import type { StudioWorkspace } from '#common/api/studio/studio.ts';
import { paths } from '#common/routing/paths.ts';
import { useStudioDraft } from '../../drafts/index.ts';
import { EditorFrame, EditorLoading, NotInDraft } from '../editors/editor-frame.tsx';
import { RetireButton } from '../editors/retire-button.tsx';
import { SaveRefusal } from '../save-refusal.tsx';
import { useDirectSave } from '../use-direct-save.ts';
import { WorkspaceGate } from '../workspace-gate.tsx';
import { EntityFields } from './entity-fields.tsx';
import { SectionsEditor } from './sections-editor.tsx';

/**
 * Retiring an element takes it out of the lists that place it (its level, the on-demand list):
 * each parent is saved without it, and once published students no longer reach it.
 */
function parentsWithout(workspace: StudioWorkspace, key: string) {
  const { draft } = workspace;
  const levels = draft.levels
    .filter((level) => level.entity_keys.includes(key))
    .map((level) => ({
      kind: 'level' as const,
      key: level.key,
      item: { ...level, entity_keys: level.entity_keys.filter((other) => other !== key) },
    }));
  const onDemand = draft.on_demand_keys.includes(key)
    ? [
        {
          kind: 'on_demand' as const,
          key: workspace.pack.key,
          item: { entity_keys: draft.on_demand_keys.filter((other) => other !== key) },
        },
      ]
    : [];
  return [...levels, ...onDemand];
}

function EntityEditor({ workspace, entityKey }: { workspace: StudioWorkspace; entityKey: string }) {
  const navigate = useNavigate();
  const pack = workspace.pack.key;
  const draft = useStudioDraft({ pack, kind: 'entity', key: entityKey });
  const parents = useDirectSave(workspace);
  if (!draft.ready) return <EditorLoading />;
  const entity = draft.value;
  if (!entity) return <NotInDraft workspace={workspace} />;
  const { errors, setValue } = draft;
  return (
    <EditorFrame
      workspace={workspace}
      kind="entity"
      itemKey={entityKey}
      title={entity.title || entityKey}
      draft={draft}
    >
      <EntityFields entity={entity} errors={errors} onChange={setValue} />
      <SectionsEditor entity={entity} errors={errors} onChange={setValue} />
      <div className="studio-actions">
        <RetireButton
          label="Ritira l’elemento"
          question="L’elemento esce dal suo livello o dall’elenco on demand; gli studenti non lo vedranno più dopo la pubblicazione."
          onRetire={async () => {
            await draft.saveNow();
            if (await parents.saveItems(parentsWithout(workspace, entityKey))) {
              void navigate(paths.studioWorkspace.href(pack));
            }
          }}
        />
      </div>
      <SaveRefusal refused={parents.refused} onReload={() => void parents.reload()} />
    </EditorFrame>
  );
}

/** /studio/:pack/elementi/:entity: an element with its sections, lessons, exercises and quizzes. */
export default function EntityPage() {
  const { pack = '', entity = '' } = useParams();
  return (
    <WorkspaceGate pack={pack}>
      {(workspace) => <EntityEditor key={entity} workspace={workspace} entityKey={entity} />}
    </WorkspaceGate>
  );
}
