import type {
  AdminMessageKind,
  AdminMessages,
  ManagedAdminMessage,
} from '#common/api/account/index.ts';
import type { Queryable } from '../db/database.ts';

/** The messages in force at `now`, oldest first, in the three lists of spec 02 §3. */
export async function activeAdminMessages(db: Queryable, now: Date): Promise<AdminMessages> {
  const rows = await db.query<{
    id: string;
    kind: AdminMessageKind;
    message: string;
    link: string | null;
  }>(
    `SELECT id::text AS id, kind, message, link FROM admin_messages
     WHERE withdrawn_at IS NULL AND (ends_at IS NULL OR ends_at > $1)
     ORDER BY created_at, id`,
    [now],
  );
  const lists: AdminMessages = { error: [], warning: [], info: [] };
  for (const row of rows) {
    if (row.kind === 'info') lists.info.push({ id: row.id, message: row.message, link: row.link });
    else lists[row.kind].push({ id: row.id, message: row.message });
  }
  return lists;
}

const MANAGED_COLUMNS = `m.id::text AS id, m.kind, m.message, m.link, m.created_at, m.ends_at,
  m.withdrawn_at, u.name AS author`;

interface ManagedRow {
  id: string;
  kind: AdminMessageKind;
  message: string;
  link: string | null;
  created_at: Date | string;
  ends_at: Date | string | null;
  withdrawn_at: Date | string | null;
  author: string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toManaged(row: ManagedRow): ManagedAdminMessage {
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    ends_at: iso(row.ends_at),
    withdrawn_at: iso(row.withdrawn_at),
  };
}

export async function managedAdminMessages(db: Queryable): Promise<ManagedAdminMessage[]> {
  const rows = await db.query<ManagedRow>(
    `SELECT ${MANAGED_COLUMNS} FROM admin_messages m LEFT JOIN users u ON u.id = m.created_by
     ORDER BY m.created_at DESC, m.id DESC LIMIT 200`,
  );
  return rows.map(toManaged);
}

export async function insertAdminMessage(
  db: Queryable,
  message: {
    kind: AdminMessageKind;
    message: string;
    link: string | null;
    endsAt: Date | null;
    createdBy: string;
    now: Date;
  },
): Promise<ManagedAdminMessage> {
  const [row] = await db.query<ManagedRow>(
    `WITH inserted AS (
       INSERT INTO admin_messages (kind, message, link, created_by, created_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *)
     SELECT ${MANAGED_COLUMNS} FROM inserted m LEFT JOIN users u ON u.id = m.created_by`,
    [message.kind, message.message, message.link, message.createdBy, message.now, message.endsAt],
  );
  return toManaged(row!);
}

/** Withdraws a message; false when there is none with that id or it was withdrawn already. */
export async function withdrawAdminMessage(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE admin_messages SET withdrawn_at = $2 WHERE id = $1 AND withdrawn_at IS NULL RETURNING id',
    [id, now],
  );
  return rows.length > 0;
}
