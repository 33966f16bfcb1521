import type { ReportClassroom } from '#common/api/reports/index.ts';
import { plural } from '#common/format/plurals.ts';

/** The classroom every section of the reports page is about. */
export function ClassroomPicker(props: {
  classrooms: readonly ReportClassroom[];
  value: string;
  onChange: (classroomId: string) => void;
}) {
  return (
    <label className="report-field">
      <span className="report-field__label">Classe</span>
      <select
        className="report-field__select"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.classrooms.map((classroom) => (
          <option key={classroom.id} value={classroom.id}>
            {`${classroom.name}${classroom.archived ? ' (archiviata)' : ''} · ` +
              plural(classroom.students_count, 'studente', 'studenti')}
          </option>
        ))}
      </select>
    </label>
  );
}
