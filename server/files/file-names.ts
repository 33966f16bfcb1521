import { fileNameSlug as slug } from '#common/format/file-name-slug.ts';
import { formatDate } from '#common/format/swiss-italian.ts';

/** "attestato-Sara-Colombo-HTML-e-CSS.pdf" */
export function certificateFileName(studentName: string, courseTitle: string): string {
  return `attestato-${slug(studentName)}-${slug(courseTitle)}.pdf`;
}

/**
 * "attestati-HTML-e-CSS.pdf" (one combined PDF) or ".zip" (one PDF per student);
 * "attestati-HTML-e-CSS-4B-Informatica.zip" for one classroom.
 */
export function certificatesFileName(
  courseTitle: string,
  extension: 'pdf' | 'zip',
  classroomName?: string,
): string {
  const classroom = classroomName ? `-${slug(classroomName)}` : '';
  return `attestati-${slug(courseTitle)}${classroom}.${extension}`;
}

/** "ore-certificate-PCTO-21.11.2026.xlsx", dated in the school's zone. */
export function certifiedHoursFileName(now: Date, timeZone: string): string {
  return `ore-certificate-PCTO-${formatDate(now, timeZone)}.xlsx`;
}

/** "curriculum-Sara-Colombo.pdf" */
export function cvFileName(studentName: string): string {
  return `curriculum-${slug(studentName)}.pdf`;
}

/** "badge-HTML-e-CSS.svg": a baked Open Badges image. */
export function badgeFileName(badgeName: string): string {
  return `badge-${slug(badgeName.replace(/·/g, ' '))}.svg`;
}

/** "presenze-Sicurezza-informatica-per-tutti.xlsx"; with `episodes`, the per-episode report. */
export function attendanceFileName(courseTitle: string, episodes = false): string {
  return `presenze${episodes ? '-episodi' : ''}-${slug(courseTitle)}.xlsx`;
}

/** "risultati-quiz-live-Sicurezza-informatica-per-tutti.xlsx" */
export function liveResultsFileName(courseTitle: string): string {
  return `risultati-quiz-live-${slug(courseTitle)}.xlsx`;
}

/** "contenuti-Tech-Journey-26.11.2026.zip": an export of the content as a pack, dated in the school's zone. */
export function contentPackFileName(now: Date, timeZone: string): string {
  return `contenuti-Tech-Journey-${formatDate(now, timeZone)}.zip`;
}

/** "tech-journey-dati-Sara-Colombo-27.11.2026.zip": a user's data export, dated in the school's zone. */
export function dataExportFileName(userName: string, now: Date, timeZone: string): string {
  return `tech-journey-dati-${slug(userName)}-${formatDate(now, timeZone)}.zip`;
}
