import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import type { ErasureRequest } from '#common/api/privacy/privacy.ts';
import { formatDate } from '#common/format/swiss-italian.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { endpointQuery } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useClassroomMutation } from '../api/classrooms.ts';
import { confirmErasure } from '../api/erasure-requests.ts';
import { RowsSkeleton } from './rows-skeleton.tsx';

/**
 * The professor's students who asked for their account to be erased (issue 25 §3), oldest first.
 * Confirming cannot be undone, so it is asked once more in a dialog; the row goes once the server
 * has anonymised the account and the list is read again.
 */
export function ErasureRequests() {
  const { toasts } = useServices();
  const requests = useQuery(
    endpointQuery(privacyEndpoints.listErasureRequests, {}, { request: { skipErrorToast: true } }),
  );
  const confirm = useClassroomMutation(confirmErasure);
  // The chosen student stays set after the dialog closes, so its closing animation keeps the name.
  const [chosen, setChosen] = useState<ErasureRequest | null>(null);
  const [asking, setAsking] = useState(false);

  const erase = () => {
    if (!chosen) return;
    const { id, name } = chosen;
    confirm.mutate(id, {
      onSuccess: () => toasts.show('success', `L'account di ${name} è stato cancellato.`),
      // On a refusal the toast carries the server's message; the dialog closes either way, so
      // the professor sees the list as it is now.
      onSettled: () => setAsking(false),
    });
  };

  return (
    <section className="classrooms-panel" aria-labelledby="erasure-requests-title">
      <h2 id="erasure-requests-title" className="classrooms-panel__title">
        Richieste di cancellazione dell'account
      </h2>
      {requests.isPending ? (
        <RowsSkeleton rows={1} label="Caricamento delle richieste di cancellazione" />
      ) : requests.isError ? (
        <LoadError
          message="Impossibile caricare le richieste di cancellazione."
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data.length === 0 ? (
        <p className="classrooms-empty">Nessuna richiesta di cancellazione in attesa.</p>
      ) : (
        <ul className="classrooms-rows">
          {requests.data.map((item) => (
            <li key={item.id} className="classrooms-rows__item">
              <span>
                <strong>{item.name}</strong> ({item.email})
                {item.classrooms.length > 0 && <> · {item.classrooms.join(', ')}</>} · chiesta il{' '}
                {formatDate(item.requested_at)}
              </span>
              <span className="classrooms-rows__actions">
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={confirm.isPending}
                  aria-label={`Conferma la cancellazione di ${item.name}`}
                  onClick={() => {
                    setChosen(item);
                    setAsking(true);
                  }}
                >
                  Conferma la cancellazione
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking}
        title="Cancellare l'account?"
        message={`L'account di ${chosen?.name ?? ''} verrà reso anonimo. Non si può annullare.`}
        confirmLabel="Conferma la cancellazione"
        busy={confirm.isPending}
        onConfirm={erase}
        onCancel={() => setAsking(false)}
      >
        <ul>
          <li>I dati personali, gli hobby, le competenze e le notifiche vengono cancellati.</li>
          <li>I messaggi in chat restano, firmati «Utente rimosso».</li>
          <li>
            I risultati dei quiz e le presenze restano senza nome: le statistiche della classe non
            cambiano.
          </li>
          <li>I certificati già rilasciati restano negli archivi della scuola.</li>
          <li>Lo studente viene disconnesso da tutti i dispositivi.</li>
        </ul>
      </ConfirmDialog>
    </section>
  );
}
