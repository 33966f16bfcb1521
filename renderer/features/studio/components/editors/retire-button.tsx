import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog.tsx';

/** «Ritira…» with a confirmation: the item leaves the draft, students lose it once published. */
export function RetireButton(props: {
  label: string;
  question: string;
  onRetire: () => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
        {props.label}
      </button>
      <ConfirmDialog
        open={asking}
        title={`${props.label}?`}
        message={props.question}
        confirmLabel="Ritira"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setBusy(true);
          void props.onRetire().finally(() => {
            setBusy(false);
            setAsking(false);
          });
        }}
      />
    </>
  );
}
