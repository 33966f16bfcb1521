import { issueSecret } from '../auth/secret-digest.ts';
import type { Queryable } from './database.ts';

/**
 * A random 256-bit secret shared by every replica, generated once and kept in server_secrets.
 * Insert-if-absent then read: when two replicas start together, both read the first one's.
 */
export async function serverSecret(db: Queryable, name: string): Promise<Uint8Array> {
  await db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, issueSecret()],
  );
  const rows = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [name],
  );
  const stored = rows[0]?.value;
  if (!stored) throw new Error(`The server secret ${name} could not be stored.`);
  return Buffer.from(stored, 'base64url');
}
