import { useParams } from 'react-router';
import type { StudioWorkspace } from '#common/api/studio/studio.ts';
import { RichTextField } from '../../../../components/rich-text/rich-text-field.tsx';
import { useStudioDraft } from '../../drafts/index.ts';
import { WorkspaceGate } from '../workspace-gate.tsx';
import { EditorFrame, EditorLoading } from './editor-frame.tsx';
import { FieldGroup, TextField } from './fields.tsx';

function PackHeaderEditor({ workspace }: { workspace: StudioWorkspace }) {
  const pack = workspace.pack.key;
  const draft = useStudioDraft({ pack, kind: 'pack', key: pack });
  if (!draft.ready || !draft.value) return <EditorLoading />;
  const { errors, setValue, value } = draft;
  return (
    <EditorFrame
      workspace={workspace}
      kind="pack"
      itemKey={pack}
      title="Dati del pacchetto"
      draft={draft}
    >
      <FieldGroup title="Pacchetto">
        <TextField
          label="Titolo"
          value={value.title}
          error={errors.title}
          onChange={(title) => setValue((current) => ({ ...current, title }))}
        />
        <TextField
          label="Versione"
          hint="Scelta da voi, per esempio 2026.11.1."
          value={value.version}
          error={errors.version}
          onChange={(version) => setValue((current) => ({ ...current, version }))}
        />
        <RichTextField
          label="Descrizione"
          value={value.description}
          error={errors.description}
          onChange={(description) => setValue((current) => ({ ...current, description }))}
        />
      </FieldGroup>
    </EditorFrame>
  );
}

/** /studio/:pack/pacchetto: the pack's title, version and description. */
export default function PackHeaderPage() {
  const { pack = '' } = useParams();
  return (
    <WorkspaceGate pack={pack}>
      {(workspace) => <PackHeaderEditor workspace={workspace} />}
    </WorkspaceGate>
  );
}
