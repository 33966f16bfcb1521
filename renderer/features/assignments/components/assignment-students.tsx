import type { ClassroomAssignment } from '#common/api/assignments/index.ts';
import { formatPercent } from '#common/format/numbers.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { Chip } from '../../../components/chip/chip.tsx';

/** Who has done one assignment, when (late marked) and the score where the work has a quiz. */
export function AssignmentStudents({ assignment }: { assignment: ClassroomAssignment }) {
  const overdue = assignment.due_at !== null && new Date(assignment.due_at) < new Date();
  return (
    <div className="assignment-students">
      <table className="assignment-students__table">
        <caption className="visually-hidden">Stato degli studenti: {assignment.title}</caption>
        <thead>
          <tr>
            <th scope="col">Studente</th>
            <th scope="col">Stato</th>
            <th scope="col">Quando</th>
            <th scope="col">Punteggio</th>
          </tr>
        </thead>
        <tbody>
          {assignment.students.map((student) => (
            <tr key={student.user_id}>
              <th scope="row">{student.name}</th>
              <td>
                {student.done ? (
                  <Chip type="success">{student.late ? 'Fatto in ritardo' : 'Fatto'}</Chip>
                ) : overdue ? (
                  <Chip type="danger">Scaduto</Chip>
                ) : (
                  <Chip type="neutral">Da fare</Chip>
                )}
              </td>
              <td>{student.completed_at ? formatDateTime(student.completed_at) : '—'}</td>
              <td>{student.score === null ? '—' : formatPercent(student.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
