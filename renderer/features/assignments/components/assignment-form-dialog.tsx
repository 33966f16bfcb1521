import { useId, useState, type FormEvent } from 'react';
import type { AssignableWork, AssignmentKind } from '#common/api/assignments/index.ts';
import { MAX_ASSIGNMENT_NOTE } from '#common/api/assignments/index.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import {
  useAssignableRecordings,
  useAssignableWork,
  useClassroomStudentsForAssignment,
  useCreateAssignment,
} from '../api/classroom-assignments.ts';
import { ASSIGNMENT_KIND_LABELS } from './assignment-kind-labels.ts';
import { DueAndNoteFields } from './due-and-note-fields.tsx';

/** One choice of the picker: "Modulo · Le basi (Livello 1)". */
function WorkOption({ item }: { item: AssignableWork }) {
  return (
    <option value={`${item.kind}:${item.target_id}`}>
      {`${ASSIGNMENT_KIND_LABELS[item.kind]} · ${item.title}${item.context ? ` (${item.context})` : ''}`}
    </option>
  );
}

/**
 * Assigns work to the classroom: what (one list in the journey's order, then the recordings of
 * the live courses the classroom follows), to whom (the whole
 * class or chosen enabled students), by when (typed in the school's time zone, as the hint
 * says) and an optional note. Errors of the server are shown in the form.
 */
export function AssignmentFormDialog(props: {
  classroomId: string;
  open: boolean;
  onClose(): void;
}) {
  const { classroomId, open, onClose } = props;
  const { toasts } = useServices();
  const work = useAssignableWork(open);
  const recordings = useAssignableRecordings(classroomId, open);
  const [everyone, setEveryone] = useState(true);
  const students = useClassroomStudentsForAssignment(classroomId, open && !everyone);
  const create = useCreateAssignment();
  const [choice, setChoice] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [due, setDue] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const reset = () => {
    setChoice('');
    setChosen(new Set());
    setEveryone(true);
    setDue('');
    setNote('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!choice) return setError('Scegli che cosa assegnare.');
    if (!everyone && chosen.size === 0) return setError('Scegli almeno uno studente.');
    const [kind, targetId] = choice.split(':') as [AssignmentKind, string];
    try {
      await create.mutateAsync({
        params: { id: classroomId },
        body: {
          kind,
          target_id: targetId,
          ...(everyone ? {} : { student_ids: [...chosen] }),
          due_local: due || null,
          note,
        },
      });
      toasts.show('success', 'Compito assegnato.');
      reset();
      onClose();
    } catch (failure) {
      const { message, details } = formErrorOf(failure);
      setError(Object.values(details)[0] ?? message);
    }
  };

  return (
    <Modal open={open} title="Assegna un compito" onClose={onClose}>
      <form className="assignment-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="assignment-form__field">
          <label htmlFor={`${id}-work`}>Che cosa</label>
          {work.isPending ? (
            <p role="status">Caricamento dei contenuti…</p>
          ) : (
            <select
              id={`${id}-work`}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
            >
              <option value="">Scegli un contenuto</option>
              {(work.data ?? []).map((item) => (
                <WorkOption key={`${item.kind}:${item.target_id}`} item={item} />
              ))}
              {(recordings.data ?? []).length > 0 && (
                <optgroup label="Registrazioni delle dirette">
                  {recordings.data!.map((item) => (
                    <WorkOption key={`${item.kind}:${item.target_id}`} item={item} />
                  ))}
                </optgroup>
              )}
            </select>
          )}
        </div>
        <fieldset className="assignment-form__field">
          <legend>A chi</legend>
          <label className="assignment-form__option">
            <input type="radio" checked={everyone} onChange={() => setEveryone(true)} />
            Tutta la classe
          </label>
          <label className="assignment-form__option">
            <input type="radio" checked={!everyone} onChange={() => setEveryone(false)} />
            Studenti scelti
          </label>
          {!everyone && (
            <ul className="assignment-form__students">
              {(students.data ?? []).map((student) => (
                <li key={student.id}>
                  <label className="assignment-form__option">
                    <input
                      type="checkbox"
                      checked={chosen.has(student.id)}
                      onChange={(event) => {
                        const next = new Set(chosen);
                        if (event.target.checked) next.add(student.id);
                        else next.delete(student.id);
                        setChosen(next);
                      }}
                    />
                    {student.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <DueAndNoteFields
          idPrefix={id}
          due={due}
          note={note}
          onDue={setDue}
          onNote={setNote}
          maxNote={MAX_ASSIGNMENT_NOTE}
        />
        <p id={`${id}-error`} className="assignment-form__error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </p>
        <div className="assignment-form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Annulla
          </button>
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            Assegna
          </button>
        </div>
      </form>
    </Modal>
  );
}
