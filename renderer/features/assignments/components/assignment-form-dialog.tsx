import { useId, useState } from 'react';
import type { AssignableWork, AssignmentKind } from '#common/api/assignments/index.ts';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
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
 * says) and an optional note. Checks and the server's errors show in the dialog's error line.
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
  const id = useId();

  const reset = () => {
    setChoice('');
    setChosen(new Set());
    setEveryone(true);
    setDue('');
    setNote('');
  };

  const send = async (): Promise<string | undefined> => {
    if (!choice) return 'Scegli che cosa assegnare.';
    if (!everyone && chosen.size === 0) return 'Scegli almeno uno studente.';
    const [kind, targetId] = choice.split(':') as [AssignmentKind, string];
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
  };

  return (
    <FormDialog
      title="Assegna un compito"
      open={open}
      onClose={onClose}
      errorId={`${id}-error`}
      submitLabel="Assegna"
      send={send}
    >
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
      <DueAndNoteFields idPrefix={id} due={due} note={note} onDue={setDue} onNote={setNote} />
    </FormDialog>
  );
}
