import { useNavigate, useParams } from 'react-router';
import type { StudioWorkspace } from '#common/api/studio/studio.ts';
import { paths } from '#common/routing/paths.ts';
import { useStudioDraft } from '../../drafts/index.ts';
import { WorkspaceGate } from '../workspace-gate.tsx';
import { EditorFrame, EditorLoading, NotInDraft } from './editor-frame.tsx';
import { errorAt, optionalText } from './errors.ts';
import { FieldGroup, NumberField, TextField } from './fields.tsx';
import { KeyListEditor } from './key-list-editor.tsx';
import { NewEntityForm } from './new-entity-form.tsx';
import { RetireButton } from './retire-button.tsx';

const LEVEL_ENTITY_TYPES = ['module', 'pit_stop', 'focus', 'final_test'] as const;

function LevelEditor({ workspace, levelKey }: { workspace: StudioWorkspace; levelKey: string }) {
  const navigate = useNavigate();
  const pack = workspace.pack.key;
  const draft = useStudioDraft({ pack, kind: 'level', key: levelKey });
  if (!draft.ready) return <EditorLoading />;
  const level = draft.value;
  if (!level) return <NotInDraft workspace={workspace} />;
  const { errors, setValue } = draft;
  return (
    <EditorFrame
      workspace={workspace}
      kind="level"
      itemKey={levelKey}
      title={`Livello «${level.title || levelKey}»`}
      draft={draft}
    >
      <FieldGroup title="Dati del livello">
        <TextField
          label="Titolo"
          value={level.title}
          error={errors.title}
          onChange={(title) => setValue((current) => ({ ...current, title }))}
        />
        <NumberField
          label="Ordine nel percorso"
          hint="1, 2, 3…; 20 è il livello nascosto."
          value={level.order_num}
          min={1}
          error={errors.order_num}
          onChange={(order_num) => setValue((current) => ({ ...current, order_num }))}
        />
        <TextField
          label="Link ai materiali da scaricare"
          type="url"
          value={level.download_materials_link ?? ''}
          error={errors.download_materials_link}
          onChange={(link) =>
            setValue((current) => ({ ...current, download_materials_link: optionalText(link) }))
          }
        />
      </FieldGroup>
      <section className="studio-section">
        <KeyListEditor
          workspace={workspace}
          label="Elementi del livello"
          keys={level.entity_keys}
          error={errorAt(errors, 'entity_keys')}
          onChange={(entity_keys) => setValue((current) => ({ ...current, entity_keys }))}
        />
        <NewEntityForm
          workspace={workspace}
          types={LEVEL_ENTITY_TYPES}
          onCreated={(key) => {
            setValue((current) => ({ ...current, entity_keys: [...current.entity_keys, key] }));
            void draft.saveNow();
          }}
        />
      </section>
      <div className="studio-actions">
        <RetireButton
          label="Ritira il livello"
          question="Il livello e l’elenco dei suoi elementi escono dalla bozza; gli studenti non lo vedranno più dopo la pubblicazione."
          onRetire={async () => {
            if (await draft.retire()) void navigate(paths.studioWorkspace.href(pack));
          }}
        />
      </div>
    </EditorFrame>
  );
}

/** /studio/:pack/livelli/:level: a level's fields and its elements in order. */
export default function LevelPage() {
  const { pack = '', level = '' } = useParams();
  return (
    <WorkspaceGate pack={pack}>
      {(workspace) => <LevelEditor key={level} workspace={workspace} levelKey={level} />}
    </WorkspaceGate>
  );
}
