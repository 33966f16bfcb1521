import { useId, useState } from 'react';
import { plural } from '#common/format/plurals.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useChangeSubscriptions, useSubscriptions } from '../api/live-calls.ts';
import { Chip } from '../../../components/chip/chip.tsx';
import { toggled } from './toggled.ts';

/**
 * The professor's classrooms for this course: the ones that follow it (each removable), and the
 * others to choose and subscribe together (spec 02 §5: at least one classroom). Students'
 * requests show beside their classroom.
 */
export function SubscriptionPanel({ courseId }: { courseId: string }) {
  const id = useId();
  const { toasts } = useServices();
  const state = useSubscriptions(courseId, true);
  const change = useChangeSubscriptions(courseId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const rows = state.data ?? [];
  const following = rows.filter((row) => row.subscribed);
  const others = rows.filter((row) => !row.subscribed);

  const toggle = (classroomId: string) => {
    setError(null);
    setChosen(toggled(chosen, classroomId));
  };
  const subscribe = () => {
    if (chosen.size === 0) {
      setError('Scegli almeno una classe.');
      return;
    }
    change.mutate(
      { add: [...chosen] },
      {
        onSuccess: () => {
          toasts.show(
            'success',
            `${plural(chosen.size, 'classe iscritta', 'classi iscritte')} al corso.`,
          );
          setChosen(new Set());
        },
      },
    );
  };

  return (
    <section className="live-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="live-panel__title">
        Le tue classi
      </h2>
      {state.isPending ? (
        <p className="live-state">Caricamento delle classi…</p>
      ) : state.isError ? (
        <p className="live-state">Impossibile caricare le classi. Riprova più tardi.</p>
      ) : rows.length === 0 ? (
        <p className="live-state">Non hai classi attive: creane una in Gestione classi.</p>
      ) : (
        <>
          {following.length > 0 && (
            <ul className="subscription-list" aria-label="Classi iscritte">
              {following.map((row) => (
                <li key={row.classroom_id} className="subscription-list__row">
                  <span>{row.name}</span>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ remove: row.classroom_id })}
                  >
                    Rimuovi {row.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {others.length > 0 && (
            <fieldset className="subscription-choice">
              <legend>Iscrivi altre classi</legend>
              {others.map((row) => (
                <label key={row.classroom_id} className="subscription-choice__option">
                  <input
                    type="checkbox"
                    checked={chosen.has(row.classroom_id)}
                    onChange={() => toggle(row.classroom_id)}
                  />
                  {row.name}
                  {row.requests > 0 && (
                    <Chip type="warning" className="subscription-choice__requests">
                      {plural(row.requests, 'richiesta', 'richieste')} degli studenti
                    </Chip>
                  )}
                </label>
              ))}
              {error && (
                <p className="live-error" role="alert">
                  {error}
                </p>
              )}
              <button
                type="button"
                className="button button--primary"
                disabled={change.isPending}
                onClick={subscribe}
              >
                Iscrivi le classi scelte
              </button>
            </fieldset>
          )}
        </>
      )}
    </section>
  );
}
