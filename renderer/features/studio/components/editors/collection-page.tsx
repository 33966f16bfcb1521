import { useNavigate, useParams } from 'react-router';
import type { StudioCollection, StudioWorkspace } from '#common/api/studio/studio.ts';
import { paths } from '#common/routing/paths.ts';
import { RichTextField } from '../../../../components/rich-text/rich-text-field.tsx';
import { useStudioDraft } from '../../drafts/index.ts';
import { COLLECTION_KINDS } from '../workspace/collections-section.tsx';
import { WorkspaceGate } from '../workspace-gate.tsx';
import { EditorFrame, EditorLoading, NotInDraft } from './editor-frame.tsx';
import { errorAt } from './errors.ts';
import { FieldGroup, SelectField, TextField } from './fields.tsx';
import { KeyListEditor } from './key-list-editor.tsx';
import { RetireButton } from './retire-button.tsx';

function CollectionEditor(props: { workspace: StudioWorkspace; collectionKey: string }) {
  const { workspace, collectionKey } = props;
  const navigate = useNavigate();
  const pack = workspace.pack.key;
  const draft = useStudioDraft({ pack, kind: 'collection', key: collectionKey });
  if (!draft.ready) return <EditorLoading />;
  const collection = draft.value;
  if (!collection) return <NotInDraft workspace={workspace} />;
  const { errors, setValue } = draft;
  return (
    <EditorFrame
      workspace={workspace}
      kind="collection"
      itemKey={collectionKey}
      title={`Raccolta «${collection.title || collectionKey}»`}
      draft={draft}
    >
      <FieldGroup title="Dati della raccolta">
        <TextField
          label="Titolo"
          value={collection.title}
          error={errors.title}
          onChange={(title) => setValue((current) => ({ ...current, title }))}
        />
        <SelectField<StudioCollection['kind']>
          label="Tipo"
          value={collection.kind}
          options={COLLECTION_KINDS}
          error={errors.kind}
          onChange={(kind) => setValue((current) => ({ ...current, kind }))}
        />
        <RichTextField
          label="Descrizione"
          value={collection.description}
          error={errors.description}
          onChange={(description) => setValue((current) => ({ ...current, description }))}
        />
      </FieldGroup>
      <section className="studio-section">
        <KeyListEditor
          workspace={workspace}
          label="Elementi della raccolta"
          keys={collection.entity_keys}
          addExisting
          error={errorAt(errors, 'entity_keys')}
          onChange={(entity_keys) => setValue((current) => ({ ...current, entity_keys }))}
        />
      </section>
      <div className="studio-actions">
        <RetireButton
          label="Ritira la raccolta"
          question="La raccolta esce dalla bozza; i suoi elementi restano dove sono."
          onRetire={async () => {
            if (await draft.retire()) void navigate(paths.studioWorkspace.href(pack));
          }}
        />
      </div>
    </EditorFrame>
  );
}

/** /studio/:pack/raccolte/:collection: a professional path or a skill focus. */
export default function CollectionPage() {
  const { pack = '', collection = '' } = useParams();
  return (
    <WorkspaceGate pack={pack}>
      {(workspace) => (
        <CollectionEditor key={collection} workspace={workspace} collectionKey={collection} />
      )}
    </WorkspaceGate>
  );
}
