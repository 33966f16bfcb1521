import type { Queryable } from './database.ts';

const MINUTE = 60_000;

/** Who said what in the demo course's chat, minutes after its first episode began. */
const DEMO_CHAT: ReadonlyArray<{ email: string; minute: number; text: string }> = [
  {
    email: 'docente@demo.test',
    minute: 1,
    text: 'Benvenuti nella chat del corso! Fate qui le vostre domande durante le dirette, con gentilezza e restando in tema.',
  },
  {
    email: 'alessandro.conti@demo.test',
    minute: 12,
    text: 'Meglio una passphrase lunga o una password corta ma complicata?',
  },
  {
    email: 'docente@demo.test',
    minute: 14,
    text: 'Una passphrase lunga: è più facile da ricordare e molto più difficile da indovinare.',
  },
  {
    email: 'sofia.moretti@demo.test',
    minute: 30,
    text: "Ho appena attivato l'autenticazione a due fattori sulla mia e-mail!",
  },
];

/**
 * The demo course's channel is not empty: the professor's welcome (pinned by the admin, so the
 * pinned message shows on top of the panel) and a short exchange from the first episode.
 */
export async function seedDemoChat(
  tx: Queryable,
  ids: ReadonlyMap<string, string>,
  courseId: string,
  episodeStart: Date,
): Promise<void> {
  const at = (minute: number) => new Date(episodeStart.getTime() + minute * MINUTE);
  const userOf = (email: string) => {
    const id = ids.get(email);
    if (!id) throw new Error(`Demo chat names an unknown user: ${email}`);
    return id;
  };
  for (const email of new Set(DEMO_CHAT.map((line) => line.email))) {
    await tx.query('INSERT INTO chat_members (course_id, user_id, joined_at) VALUES ($1, $2, $3)', [
      courseId,
      userOf(email),
      at(0),
    ]);
  }
  for (const [index, line] of DEMO_CHAT.entries()) {
    const pinned = index === 0;
    await tx.query(
      `INSERT INTO chat_messages
         (course_id, user_id, text, created_at, updated_at, pinned_at, pinned_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        courseId,
        userOf(line.email),
        line.text,
        at(line.minute),
        at(pinned ? line.minute + 1 : line.minute),
        pinned ? at(line.minute + 1) : null,
        pinned ? userOf('admin@demo.test') : null,
      ],
    );
  }
}
