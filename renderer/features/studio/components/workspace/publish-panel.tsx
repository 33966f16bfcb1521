import { useState } from 'react';
import type { StudioWorkspace } from '#common/api/studio/studio.ts';
import { plural } from '#common/format/plurals.ts';
import { Modal } from '../../../../components/modal/modal.tsx';
import { studioErrorOf, usePublishStudioDraft, type StudioError } from '../../api/index.ts';
import { itemTitle } from '../item-links.ts';
import { KIND_LABELS, STATE_LABELS } from '../item-states.ts';

/**
 * «Pubblica»: a confirmation listing the draft's items, then the whole draft in one transaction.
 * A 422 lists what stops it (the details, by place), a 409 says what the server says.
 */
export function PublishPanel({ workspace }: { workspace: StudioWorkspace }) {
  const publish = usePublishStudioDraft(workspace.pack.key);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<StudioError | null>(null);
  const drafts = workspace.items.filter((item) => item.state !== 'published');

  async function confirm() {
    setRefused(null);
    try {
      // A course author publishes only their own items: the server takes the named ones.
      await publish.mutateAsync(
        workspace.access === 'course_author'
          ? drafts.map((item) => ({ kind: item.kind, key: item.key }))
          : undefined,
      );
    } catch (error) {
      setRefused(studioErrorOf(error));
    } finally {
      setAsking(false);
    }
  }

  const result = publish.data;
  return (
    <div className="studio-publish">
      <button
        type="button"
        className="button button--primary"
        disabled={drafts.length === 0 || publish.isPending}
        onClick={() => {
          publish.reset();
          setRefused(null);
          setAsking(true);
        }}
      >
        Pubblica
      </button>
      {drafts.length === 0 && <p className="studio-hint">Nessuna modifica da pubblicare.</p>}
      {result && !refused && (
        <p role="status" className="studio-ok">
          Pubblicato: {plural(result.added.length, 'aggiunto', 'aggiunti')},{' '}
          {plural(result.changed.length, 'modificato', 'modificati')},{' '}
          {plural(result.retired.length, 'ritirato', 'ritirati')}.
        </p>
      )}
      {refused && (
        <div role="alert" className="studio-alert">
          <p>{refused.message}</p>
          {Object.keys(refused.details).length > 0 && (
            <ul aria-label="Cosa impedisce la pubblicazione">
              {Object.entries(refused.details).map(([place, message]) => (
                <li key={place}>
                  {place}: {message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Modal open={asking} title="Pubblicare la bozza?" onClose={() => setAsking(false)}>
        <p>
          Gli studenti vedranno subito queste modifiche (
          {plural(drafts.length, 'elemento', 'elementi')}):
        </p>
        <ul className="studio-publish__items" aria-label="Modifiche da pubblicare">
          {drafts.map((item) => (
            <li key={`${item.kind}:${item.key}`}>
              {KIND_LABELS[item.kind]} «{itemTitle(workspace, item.kind, item.key)}»:{' '}
              {STATE_LABELS[item.state]}
            </li>
          ))}
        </ul>
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
            Annulla
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={publish.isPending}
            onClick={() => void confirm()}
          >
            Pubblica
          </button>
        </div>
      </Modal>
    </div>
  );
}
