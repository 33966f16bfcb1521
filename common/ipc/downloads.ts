import { z } from 'zod';

/**
 * The shapes of the desktop download channels (ARCHITECTURE.md "Downloads"). The renderer names
 * a service and a path on it; main builds the URL from its own configuration, authenticates the
 * request itself and writes the file. The renderer never receives a file-system path of a download.
 */

/** Services a download may come from (their base URLs live in the app configuration). */
export const DOWNLOAD_SERVICES = ['api', 'reports', 'live', 'surveys'] as const;
export type DownloadService = (typeof DOWNLOAD_SERVICES)[number];

export const MAX_DOWNLOAD_PATH_LENGTH = 2048;
export const MAX_DOWNLOAD_BODY_BYTES = 64 * 1024;
export const MAX_SUGGESTED_NAME_LENGTH = 200;

/**
 * A path on the service: absolute, and unable to leave the service's base URL (no '..', no
 * scheme, no protocol-relative '//', no backslash or control characters).
 */
export const downloadPathSchema = z
  .string()
  .min(1)
  .max(MAX_DOWNLOAD_PATH_LENGTH)
  .refine(
    (path) =>
      path.startsWith('/') &&
      !path.startsWith('//') &&
      !path.includes('..') &&
      !path.includes('://') &&
      !path.includes('\\') &&
      // eslint-disable-next-line no-control-regex -- control characters are what is refused
      !/[\u0000-\u001f\u007f]/.test(path),
    { message: "Il percorso deve iniziare con '/' e restare sul servizio." },
  );

/** A plain JSON object, at most 64 KiB once serialised. */
export const downloadBodySchema = z
  .record(z.string(), z.json())
  .refine(
    (body) => new TextEncoder().encode(JSON.stringify(body)).length <= MAX_DOWNLOAD_BODY_BYTES,
    {
      message: 'Corpo della richiesta troppo grande.',
    },
  );

export const downloadRequestSchema = z.object({
  service: z.enum(DOWNLOAD_SERVICES),
  path: downloadPathSchema,
  method: z.enum(['GET', 'POST']).optional(),
  body: downloadBodySchema.optional(),
  /** The name used when the answer carries no Content-Disposition name (sanitised by main). */
  suggestedName: z.string().min(1).max(MAX_SUGGESTED_NAME_LENGTH),
});
export type DownloadRequest = z.infer<typeof downloadRequestSchema>;

export const downloadIdSchema = z.uuid();

export const DOWNLOAD_STATES = ['progress', 'completed', 'failed', 'cancelled'] as const;
export type DownloadStateName = (typeof DOWNLOAD_STATES)[number];

/** One download as the renderer sees it: a name, never a path. */
export const downloadStateSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  state: z.enum(DOWNLOAD_STATES),
  bytes: z.number().int().nonnegative(),
  totalBytes: z.number().int().nonnegative().nullable(),
  /** On 'failed': the server's Italian message, when it sent one. */
  message: z.string().optional(),
  /** On 'failed' after an answer: its HTTP status (a 400 of some files has its own message). */
  status: z.number().int().optional(),
});
export type DownloadState = z.infer<typeof downloadStateSchema>;

/**
 * Where downloads go: the chosen (or default) folder, or a save dialog for every download. The
 * folder is the user's own choice, shown on the settings page.
 */
export interface DownloadFolderSetting {
  askEveryTime: boolean;
  folder: string;
}
