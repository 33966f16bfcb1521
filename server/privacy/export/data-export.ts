import type { CertificatePrinting } from '../../certificates/issue-certificates.ts';
import type { Queryable } from '../../db/database.ts';
import { dataExportFileName } from '../../files/file-names.ts';
import { archiveNames, buildZip, type ArchiveEntry } from '../../files/zip-archive.ts';
import {
  accessLogPart,
  attendancePart,
  chatPart,
  notificationsPart,
  questionsPart,
  signInsPart,
  surveysPart,
} from './activity-parts.ts';
import { assignmentsPart } from './assignments-part.ts';
import { attemptsPart } from './attempts-part.ts';
import { certificateFiles } from './certificates-part.ts';
import { exportAccount } from './export-account-repository.ts';
import { exportReadme, type ExportFileName } from './export-readme.ts';
import { badgePart, profilePart } from './profile-part.ts';
import { progressPart } from './progress-part.ts';

/** The archive and the name it is saved under. */
export interface DataExportFile {
  bytes: Uint8Array;
  name: string;
}

/**
 * "Scarica i miei dati" (docs/data-export.md): one user's data as a ZIP of pretty-printed JSON
 * files, their certificates as PDF and an Italian README. Every part reads the user's own rows
 * only. Null when the id names nobody.
 */
export async function buildDataExport(
  db: Queryable,
  userId: string,
  printing: CertificatePrinting,
): Promise<DataExportFile | null> {
  const { now, timeZone } = printing;
  const account = await exportAccount(db, userId);
  if (!account) return null;
  const parts: Record<ExportFileName, unknown> = {
    'profilo.json': await profilePart(db, account),
    'progressi.json': await progressPart(db, userId),
    'tentativi.json': await attemptsPart(db, userId),
    'compiti.json': await assignmentsPart(db, userId),
    'badge.json': await badgePart(db, userId),
    'presenze.json': await attendancePart(db, userId, account.role),
    'chat.json': await chatPart(db, userId),
    'domande.json': await questionsPart(db, userId),
    'notifiche.json': await notificationsPart(db, userId),
    'sondaggi.json': await surveysPart(db, userId),
    'accessi.json': await signInsPart(db, userId),
    'chi-ha-visto.json': await accessLogPart(db, userId),
  };
  const certificates = await certificateFiles(db, userId, account.role, printing);
  // Named as the archive will name them, so the README lists what is unpacked.
  const certificateNames = archiveNames(certificates.map((file) => `certificati/${file.name}`));
  const encoder = new TextEncoder();
  const entries: ArchiveEntry[] = [
    {
      name: 'README.txt',
      content: encoder.encode(
        exportReadme({
          name: account.name,
          now,
          timeZone,
          certificates: certificateNames,
        }),
      ),
    },
    ...Object.entries(parts).map(([name, value]) => ({
      name,
      content: encoder.encode(`${JSON.stringify(value, null, 2)}\n`),
    })),
    ...certificates.map((file, index) => ({ name: certificateNames[index]!, content: file.bytes })),
  ];
  return {
    bytes: await buildZip(entries),
    name: dataExportFileName(account.name, now, timeZone),
  };
}
