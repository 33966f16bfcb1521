import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { TEST_SESSION_MINUTES } from '#common/api/classrooms/index.ts';
import { plural, pluralForm } from '#common/format/plurals.ts';
import { formatTime } from '#common/format/swiss-italian.ts';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { invalidateEndpoints } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import type { ClassroomStudent } from '#common/api/classrooms/index.ts';
import { openTestSession, useSessionTests } from '../api/test-session.ts';

/**
 * Opens a test session for the selected students: the professor picks one of the tests, which
 * they may then take for TEST_SESSION_MINUTES even before the journey opens it. Only enabled
 * students can take part; the others are named as left out rather than silently dropped.
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
  const id = useId();
  const enabled = students.filter((student) => student.state === 'enabled');
  const leftOut = students.length - enabled.length;

  const send = async (): Promise<string | undefined> => {
    if (!testId) return 'Scegli il test.';
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
  };

  const choices = tests.data ?? [];
  return (
    <FormDialog
      title="Apri una sessione di test"
      open={open}
      onClose={onClose}
      submitLabel="Apri sessione"
      submitDisabled={enabled.length === 0 || choices.length === 0}
      send={send}
      errorId={`${id}-error`}
    >
      {(error) => (
        <>
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
        </>
      )}
    </FormDialog>
  );
}
