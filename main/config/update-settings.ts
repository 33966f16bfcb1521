import { z } from 'zod';
import type { Logger } from '../logging/logger.ts';
import { serviceUrl } from './config-layer.ts';

/**
 * The `updates` entry of the machine-wide configuration file, and only of that file: where the
 * installed app looks for new versions decides what code it runs next, so neither the user
 * settings nor the command line may set it (their strict schema refuses the key).
 *
 *   "updates": { "url": "https://updates.school.ch/tech-journey/", "checkEveryHours": 6 }
 *   "updates": { "enabled": false }
 */
export const updateSettingsSchema = z.strictObject({
  /** Off switch for labs that install new versions themselves. */
  enabled: z.boolean().default(true),
  /** The folder where the installers and latest*.yml of `npm run package` are published. */
  url: serviceUrl.optional(),
  checkEveryHours: z.number().int().min(1).max(168).default(6),
});

export interface UpdateSettings {
  enabled: boolean;
  /** The update feed, or null when none is configured (then nothing is checked). */
  url: string | null;
  checkEveryHours: number;
}

/** No `updates` entry: no feed, so no update check. */
export const NO_UPDATES: UpdateSettings = { enabled: false, url: null, checkEveryHours: 6 };

/**
 * Validates the machine file's `updates` entry. An invalid one turns updates off, with one log
 * line naming the field; the rest of the file still applies (a typo here must not switch a lab's
 * kiosk mode off).
 */
export function parseUpdateSettings(source: string, raw: unknown, logger: Logger): UpdateSettings {
  if (raw === undefined) return NO_UPDATES;
  const parsed = updateSettingsSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => `unknown key ${key.slice(0, 40)}`)
        : [`updates.${issue.path.join('.')}`.replace(/\.$/, '')],
    );
    logger.warn(`Updates from ${source} switched off: invalid ${[...new Set(fields)].join(', ')}.`);
    return NO_UPDATES;
  }
  const { enabled, url, checkEveryHours } = parsed.data;
  return { enabled: enabled && url !== undefined, url: url ?? null, checkEveryHours };
}
