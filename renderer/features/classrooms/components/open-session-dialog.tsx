import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { TEST_SESSION_MINUTES } from '#common/api/classrooms/index.ts';
import { plural, pluralForm } from '#common/format/plurals.ts';
import { formatTime } from '#common/format/swiss-italian.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { invalidateEndpoints } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import type { ClassroomStudent } from '#common/api/classrooms/index.ts';
import { openTestSession, useSessionTests } from '../api/test-session.ts';

/**
 * Opens a test session for the selected students: the professor picks one of the tests, which
 * they may then take for TEST_SESSION_MINUTES even before the journey opens it. Only enabled students can take part; the others
 * are named as left out rather than silently dropped.
 */
export function OpenSessionDialog(props: {
  students: readonly ClassroomStudent[];
  open: boolean;
  onClose(): void;
}) {
  const { students, open, onClose } = props;
  const { http, toasts } = useServices();
  const queryClient = useQueryClient();
  const tests = useSessionTests(open);
  const [testId, setTestId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const enabled = students.filter((student) => student.state === 'enabled');
  const leftOut = students.length - enabled.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!testId) return setError('Scegli il test.');
    setBusy(true);
    try {
      const session = await openTestSession(http, {
        testId,
        studentIds: enabled.map((student) => student.id),
      });
      const count = session.users_id.length;
      toasts.show(
        'success',
        `Sessione di test aperta per ${plural(count, 'studente', 'studenti')} ` +
          `fino alle ${formatTime(session.closes_at)}.`,
      );
      void invalidateEndpoints(queryClient, [classroomEndpoints.listClassroomTestSessions]);
      setTestId('');
      setError(null);
      onClose();
    } catch (failure) {
      setError(formErrorOf(failure).message);
    } finally {
      setBusy(false);
    }
  };

  const choices = tests.data ?? [];
  return (
    <Modal open={open} title="Apri una sessione di test" onClose={onClose}>
      <form className="classrooms-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="classrooms-form__hint">
          {`${plural(enabled.length, 'studente selezionato', 'studenti selezionati')} ` +
            `${pluralForm(enabled.length, 'potrà', 'potranno')} svolgere il test per i prossimi ` +
            `${TEST_SESSION_MINUTES} minuti, anche se il percorso non l'ha ancora sbloccato.`}
          {leftOut === 1 && ' 1 non è abilitato e resta escluso.'}
          {leftOut > 1 && ` ${leftOut} non sono abilitati e restano esclusi.`}
        </p>
        {tests.isPending ? (
          <p role="status">Caricamento dei test...</p>
        ) : choices.length === 0 ? (
          <p className="classrooms-empty">Nessun test disponibile per questa classe.</p>
        ) : (
          <div className="classrooms-field">
            <label htmlFor={`${id}-test`}>Test</label>
            <select
              id={`${id}-test`}
              value={testId}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setTestId(event.target.value)}
            >
              <option value="">Scegli un test</option>
              {choices.map((test) => (
                <option key={test.quizId} value={test.quizId}>
                  {test.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <p
          id={`${id}-error`}
          className="classrooms-field__error"
          role={error ? 'alert' : undefined}
        >
          {error ?? ''}
        </p>
        <div className="classrooms-form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Annulla
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={busy || enabled.length === 0 || choices.length === 0}
          >
            Apri sessione
          </button>
        </div>
      </form>
    </Modal>
  );
}
