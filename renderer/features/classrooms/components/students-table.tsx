import { Link } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import type { ClassroomStudent } from '#common/api/classrooms/index.ts';
import type { StudentAction } from '../api/students.ts';
import { STUDENT_STATE_LABELS, stateActionsFor } from './student-state.ts';

/**
 * The students of the selected classroom with a checkbox each (the selection drives the test
 * session and the export), their state as a word, and the row actions. Every control is a real
 * button or checkbox, named after its student, so the table reads well by keyboard and voice.
 */
export function StudentsTable(props: {
  students: readonly ClassroomStudent[];
  selected: ReadonlySet<string>;
  busy: boolean;
  onToggle(id: string): void;
  onToggleAll(): void;
  onStateChange(student: ClassroomStudent, action: StudentAction): void;
  onRemove(student: ClassroomStudent): void;
  onResetPassword(student: ClassroomStudent): void;
}) {
  const { students, selected, busy, onToggle, onToggleAll, onStateChange, onRemove } = props;
  const allSelected = students.length > 0 && students.every((student) => selected.has(student.id));

  return (
    <div className="students-table__scroll">
      <table className="students-table">
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label="Seleziona tutti gli studenti"
                checked={allSelected}
                onChange={onToggleAll}
              />
            </th>
            <th scope="col">Nome</th>
            <th scope="col">E-mail</th>
            <th scope="col">Stato</th>
            <th scope="col">Anno scolastico</th>
            <th scope="col">Punti</th>
            <th scope="col">Azioni</th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <tr key={student.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Seleziona ${student.name}`}
                  checked={selected.has(student.id)}
                  onChange={() => onToggle(student.id)}
                />
              </td>
              <th scope="row">
                {/* The student's public profile, with their stats for their own professor. */}
                <Link className="students-table__profile" to={`/profile/${student.id}`}>
                  {student.name}
                </Link>
              </th>
              <td>{student.email}</td>
              <td>
                <span className={`student-state student-state--${student.state}`}>
                  {STUDENT_STATE_LABELS[student.state]}
                </span>
              </td>
              <td>{student.school_year ?? '—'}</td>
              <td>{student.points}</td>
              <td>
                <div className="students-table__actions">
                  {/* Their presence and live quizzes per course their classes follow. */}
                  <Link
                    className="text-link"
                    to={paths.liveProfile.href(student.id)}
                    aria-label={`Profilo live di ${student.name}`}
                  >
                    Profilo live
                  </Link>
                  {stateActionsFor(student.state).map(({ action, label }) => (
                    <button
                      key={action}
                      type="button"
                      className="text-link"
                      disabled={busy}
                      aria-label={`${label} ${student.name}`}
                      onClick={() => onStateChange(student, action)}
                    >
                      {label}
                    </button>
                  ))}
                  <button
                    type="button"
                    className="text-link"
                    disabled={busy}
                    aria-label={`Nuova password per ${student.name}`}
                    onClick={() => props.onResetPassword(student)}
                  >
                    Nuova password
                  </button>
                  <button
                    type="button"
                    className="text-link students-table__remove"
                    disabled={busy}
                    aria-label={`Rimuovi ${student.name}`}
                    onClick={() => onRemove(student)}
                  >
                    Rimuovi
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
