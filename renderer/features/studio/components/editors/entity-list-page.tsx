import { useParams } from 'react-router';
import type { StudioWorkspace } from '#common/api/studio/studio.ts';
import { ErrorPage } from '../../../../components/error-page/error-page.tsx';
import { useStudioDraft } from '../../drafts/index.ts';
import { WorkspaceGate } from '../workspace-gate.tsx';
import { EditorFrame, EditorLoading } from './editor-frame.tsx';
import { errorAt } from './errors.ts';
import { KeyListEditor } from './key-list-editor.tsx';
import { NewEntityForm } from './new-entity-form.tsx';

const LISTS = {
  'on-demand': { kind: 'on_demand', title: 'Elementi on demand' },
  vetrina: { kind: 'singles', title: 'Vetrina della home' },
} as const;

function ListEditor(props: { workspace: StudioWorkspace; list: keyof typeof LISTS }) {
  const { workspace, list } = props;
  const { kind, title } = LISTS[list];
  const pack = workspace.pack.key;
  const draft = useStudioDraft({ pack, kind, key: pack });
  if (!draft.ready || !draft.value) return <EditorLoading />;
  const { errors, setValue, value } = draft;
  return (
    <EditorFrame workspace={workspace} kind={kind} itemKey={pack} title={title} draft={draft}>
      <section className="studio-section">
        <KeyListEditor
          workspace={workspace}
          label={title}
          keys={value.entity_keys}
          addExisting={kind === 'singles'}
          error={errorAt(errors, 'entity_keys')}
          onChange={(entity_keys) => setValue({ entity_keys })}
        />
        {kind === 'on_demand' && (
          <NewEntityForm
            workspace={workspace}
            types={['on_demand']}
            onCreated={(key) => {
              setValue((current) => ({ entity_keys: [...current.entity_keys, key] }));
              void draft.saveNow();
            }}
          />
        )}
      </section>
    </EditorFrame>
  );
}

/** /studio/:pack/elenchi/:list: the on-demand items or the home page's singles, in order. */
export default function EntityListPage() {
  const { pack = '', list = '' } = useParams();
  if (list !== 'on-demand' && list !== 'vetrina') return <ErrorPage status={404} />;
  return (
    <WorkspaceGate pack={pack}>
      {(workspace) => <ListEditor key={list} workspace={workspace} list={list} />}
    </WorkspaceGate>
  );
}
