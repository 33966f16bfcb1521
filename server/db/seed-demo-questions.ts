import { insertQuestion, insertReply, insertReport } from '../questions/questions-repository.ts';
import { notifyQuestionReplied } from '../notifications/notification-events.ts';
import type { Queryable } from './database.ts';

const HOUR = 3600 * 1000;

/** The lesson every demo student can open, where the demo conversation takes place. */
const LESSON_KEY = 'terminal-basics-what-is-a-shell';

interface DemoPost {
  author: string;
  text: string;
  hoursAgo: number;
}

/**
 * DEMO.md (issue 12): a conversation under the first lesson, written through the same
 * repository and event functions as the app — a professor's answer, a reply that notifies
 * studente2, and a question two classmates reported, for the moderators to judge.
 */
const DEMO_THREADS: ReadonlyArray<{
  question: DemoPost;
  replies: readonly DemoPost[];
  reportedBy?: readonly string[];
}> = [
  {
    question: {
      author: 'matteo.romano@demo.test',
      text: 'Il terminale del Mac e quello di Windows funzionano allo stesso modo?',
      hoursAgo: 50,
    },
    replies: [
      {
        author: 'docente@demo.test',
        text: 'Quasi: i comandi di base sono simili, ma su Windows per questo corso conviene usare Git Bash o WSL.',
        hoursAgo: 47,
      },
      { author: 'studente2@demo.test', text: 'Io uso Git Bash e va benissimo.', hoursAgo: 30 },
    ],
  },
  {
    question: {
      author: 'lorenzo.bruno@demo.test',
      text: 'Chi mi passa le risposte del test finale? Scrivetemi in privato, pago bene!!',
      hoursAgo: 26,
    },
    replies: [],
    reportedBy: ['francesca.greco@demo.test', 'studente@demo.test'],
  },
  {
    question: {
      author: 'studente2@demo.test',
      text: 'Come faccio a vedere anche i file nascosti di una cartella?',
      hoursAgo: 20,
    },
    replies: [
      {
        author: 'giulia.rossi@demo.test',
        text: 'Con ls -a: mostra anche i file che iniziano con il punto.',
        hoursAgo: 3,
      },
    ],
  },
];

export async function seedDemoQuestions(
  tx: Queryable,
  ids: ReadonlyMap<string, string>,
  names: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  const [lesson] = await tx.query<{ id: string }>(
    'SELECT id::text AS id FROM resources WHERE key = $1',
    [LESSON_KEY],
  );
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const idOf = (email: string) => {
    const id = ids.get(email);
    if (!id) throw new Error(`Demo questions name an unknown account: ${email}`);
    return id;
  };
  for (const thread of DEMO_THREADS) {
    const questionId = await insertQuestion(tx, 'resource', {
      subjectId: lesson!.id,
      userId: idOf(thread.question.author),
      text: thread.question.text,
      now: at(thread.question.hoursAgo),
    });
    for (const reply of thread.replies) {
      const replierId = idOf(reply.author);
      const replyId = await insertReply(tx, 'resource', {
        questionId,
        userId: replierId,
        text: reply.text,
        now: at(reply.hoursAgo),
      });
      await notifyQuestionReplied(tx, {
        questionId,
        replyId,
        replierId,
        replierName: names.get(reply.author) ?? '',
        now: at(reply.hoursAgo),
      });
    }
    for (const reporter of thread.reportedBy ?? []) {
      await insertReport(tx, 'question', questionId, idOf(reporter), at(2));
    }
  }
}
