import { z } from 'zod';
import { credentialsIdSchema } from './credentials.ts';

/** Limits of POST /classroom/{id}/upload-student (the file field is `file`, XLSX or CSV). */
export const STUDENT_UPLOAD_LIMITS = {
  maxFileBytes: 1024 * 1024,
  maxRows: 500,
  /** XLSX only, read from the zip central directory before anything is unzipped. */
  maxZipEntries: 20,
  /**
   * A 500-row list inflates to well under 100 KiB; a dense sheet under 1 MiB can inflate to
   * hundreds of thousands of cells that cost exceljs hundreds of MiB, so the cap stays small.
   */
  maxZipUncompressedBytes: 2 * 1024 * 1024,
  maxZipCompressionRatio: 100,
} as const;

/**
 * The answer of a successful upload: the e-mails added, those already in the classroom, the
 * accounts created (e-mails that had none, with first and last name in columns B and C) and
 * where to download their one-time passwords. A bad file is 422 whose details name the rows
 * ("riga 3": "…"); nothing is imported or created then.
 */
export const uploadStudentsResponseSchema = z.object({
  added: z.array(z.string()),
  already_present: z.array(z.string()),
  created: z.array(z.string()),
  credentials_id: credentialsIdSchema.nullable(),
});
export type UploadStudentsResponse = z.infer<typeof uploadStudentsResponseSchema>;
