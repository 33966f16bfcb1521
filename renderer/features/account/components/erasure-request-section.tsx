import { useState } from 'react';
import { formatDate } from '#common/format/swiss-italian.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { useErasureChange, useMyErasure } from '../api/privacy-calls.ts';

/**
 * The student's erasure request (issue 25 §3): asked after a dialog that says what erasure keeps
 * and what it deletes, then shown as waiting, with its date, until a professor or the school's
 * operator confirms it; until then the student can withdraw it.
 */
export function ErasureRequestSection() {
  const erasure = useMyErasure();
  const ask = useErasureChange('request');
  const withdraw = useErasureChange('cancel');
  const [asking, setAsking] = useState(false);

  const confirm = () => {
    ask.mutate(undefined, { onSuccess: () => setAsking(false) });
  };

  let body;
  if (erasure.isPending) {
    body = (
      <p className="settings-panel__status" role="status">
        Caricamento della richiesta di cancellazione…
      </p>
    );
  } else if (erasure.isError) {
    body = (
      <LoadError
        message="Impossibile sapere se hai chiesto la cancellazione dell'account."
        onRetry={() => void erasure.refetch()}
      />
    );
  } else if (erasure.data.state === 'pending') {
    body = (
      <>
        <p className="settings-panel__notice">
          Hai chiesto la cancellazione dell'account
          {erasure.data.requested_at ? ` il ${formatDate(erasure.data.requested_at)}` : ''}. Sarà
          eseguita quando un tuo professore o il personale della scuola la conferma; fino ad allora
          puoi annullarla.
        </p>
        <button
          type="button"
          className="button button--ghost"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate()}
        >
          Annulla la richiesta
        </button>
      </>
    );
  } else {
    body = (
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
        Chiedi la cancellazione dell'account
      </button>
    );
  }

  return (
    <div className="settings-subsection">
      <h3 className="settings-subsection__title">Cancellazione dell'account</h3>
      {body}
      <ConfirmDialog
        open={asking}
        title="Chiedere la cancellazione dell'account?"
        message="Il tuo account viene reso anonimo quando un tuo professore o il personale della scuola conferma la richiesta. Da quel momento:"
        confirmLabel="Chiedi la cancellazione"
        busy={ask.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <ul>
          <li>
            i tuoi dati personali, i tuoi hobby, le tue competenze e le notifiche sono cancellati;
          </li>
          <li>i tuoi messaggi in chat restano, firmati «Utente rimosso»;</li>
          <li>
            i risultati dei quiz e le presenze restano senza il tuo nome, per le statistiche della
            classe;
          </li>
          <li>i certificati già rilasciati restano negli archivi della scuola;</li>
          <li>l'accesso all'account termina su tutti i dispositivi.</li>
        </ul>
        <p>Finché nessuno l'ha confermata, puoi annullare la richiesta da qui.</p>
      </ConfirmDialog>
    </div>
  );
}
