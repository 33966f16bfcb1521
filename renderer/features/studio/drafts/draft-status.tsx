import type { StudioItemKind } from '#common/api/studio/studio.ts';
import type { StudioDraft } from './use-studio-draft.ts';

/** The part of an editor's draft the status line needs (any item kind). */
export type DraftStatusSource = Pick<
  StudioDraft<StudioItemKind>,
  'status' | 'statusText' | 'conflict' | 'canUndo' | 'reload' | 'undo'
>;

/**
 * The save status of an editor, announced politely, with «Ricarica» after a 409 (it discards
 * the local edits) and «Annulla ultima modifica» when the author can undo.
 */
export function DraftStatus({ draft }: { draft: DraftStatusSource }) {
  return (
    <div className="studio-draft-status">
      <p
        role="status"
        aria-live="polite"
        className={`studio-draft-status__text is-${draft.status.kind}`}
      >
        {draft.statusText}
      </p>
      {draft.conflict !== null && (
        <button
          type="button"
          className="button button--ghost studio-small"
          onClick={() => void draft.reload()}
        >
          Ricarica
        </button>
      )}
      {draft.canUndo && (
        <button
          type="button"
          className="button button--ghost studio-small"
          onClick={() => void draft.undo()}
        >
          Annulla ultima modifica
        </button>
      )}
    </div>
  );
}
