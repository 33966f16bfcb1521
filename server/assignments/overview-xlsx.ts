import type { ClassroomAssignment } from '#common/api/assignments/index.ts';
import { fileNameSlug } from '#common/format/file-name-slug.ts';
import { formatDate, formatDateTime } from '#common/format/swiss-italian.ts';
import { loadExcelJs } from '../files/load-exceljs.ts';

/** "compiti-4B-Informatica-27.11.2026.xlsx", dated in the school's zone. */
export function overviewFileName(classroom: string, now: Date, timeZone: string): string {
  return `compiti-${fileNameSlug(classroom)}-${formatDate(now, timeZone)}.xlsx`;
}

/**
 * What one cell of the overview says of one student and assignment: "Fatto 26.11.2026 10:15"
 * (with "in ritardo" and the score where there is one), "Da fare", or empty when the
 * assignment was not given to that student.
 */
export function overviewCell(
  assignment: ClassroomAssignment,
  studentId: string,
  timeZone: string,
): string {
  const status = assignment.students.find((student) => student.user_id === studentId);
  if (!status) return '';
  if (!status.done || !status.completed_at) return 'Da fare';
  const parts = [`Fatto ${formatDateTime(status.completed_at, timeZone)}`];
  if (status.late) parts.push('in ritardo');
  if (status.score !== null) parts.push(`${status.score}%`);
  return parts.join(', ');
}

/**
 * The class overview as an XLSX sheet: one row per student of the classroom, one column per
 * assignment (oldest first, headed by its title and due date), Swiss dates in the school's zone.
 */
export async function buildOverviewXlsx(
  students: ReadonlyArray<{ id: string; name: string; email: string }>,
  assignments: readonly ClassroomAssignment[],
  timeZone: string,
): Promise<Buffer> {
  const ordered = [...assignments].reverse();
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'Tech Journey';
  const sheet = workbook.addWorksheet('Compiti');
  sheet.columns = [{ width: 28 }, { width: 32 }, ...ordered.map(() => ({ width: 30 }))];
  const header = sheet.addRow([
    'Studente',
    'E-mail',
    ...ordered.map(
      (assignment) =>
        `${assignment.title}${assignment.due_at ? ` (entro il ${formatDateTime(assignment.due_at, timeZone)})` : ''}`,
    ),
  ]);
  header.font = { bold: true };
  for (const student of students) {
    sheet.addRow([
      student.name,
      student.email,
      ...ordered.map((assignment) => overviewCell(assignment, student.id, timeZone)),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
