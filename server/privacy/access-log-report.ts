import { OperatorCommandError } from '../account/operator-command-error.ts';
import type { Database } from '../db/database.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { findUserByEmail } from '../users/user-repository.ts';
import { accessLogOf } from './access-log-repository.ts';

const ACTIONS = {
  cv_view: 'CV opened',
  cv_download: 'CV downloaded',
  report_download: 'file downloaded',
} as const;

/**
 * `npm run accounts -- access-log --email <e-mail>`: every time a company user or a professor
 * read the account's data (section 4 of issue 25), oldest first, one line each.
 */
export async function accessLogReport(
  db: Database,
  email: string,
  timeZone: string,
): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new OperatorCommandError(`No account has the e-mail ${email}.`);
  const entries = await accessLogOf(db, user.id);
  if (entries.length === 0) return `Nobody has read the data of ${email}.`;
  const lines = entries.map((entry) =>
    [
      formatDateTime(entry.at, timeZone),
      `${entry.viewer_name} (${entry.viewer_role}${entry.viewer_id ? ` #${entry.viewer_id}` : ''})`,
      ACTIONS[entry.action],
      entry.detail ?? '',
    ]
      .join('  ')
      .trimEnd(),
  );
  return [`Who read the data of ${email} (${entries.length}):`, ...lines].join('\n');
}
