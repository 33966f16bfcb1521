// eslint-disable-next-line one-home/random-secret -- shuffles the questions of a round: not a secret
import { randomInt } from 'node:crypto';
import { TERMINAL_ROUND_SECONDS, type TerminalRound } from '#common/api/games/terminal-game.ts';
import type { Database, Queryable } from '../db/database.ts';
import {
  addToRound,
  claimTask,
  currentTask,
  findRound,
  insertRound,
  insertRoundTasks,
  showTask,
  type RoundRow,
  type TaskRow,
} from './terminal-round-repository.ts';
import { pointsForCorrectAnswer } from './terminal-scoring.ts';
import {
  isAcceptedCommand,
  normaliseCommand,
  TERMINAL_TASKS,
  terminalTask,
} from './terminal-tasks.ts';

const ROUND_MS = TERMINAL_ROUND_SECONDS * 1000;

const ms = (value: Date | string) => new Date(value).getTime();

/** Every task of the bank in a random order (Fisher–Yates with the crypto generator). */
function shuffledTaskIds(): string[] {
  const ids = TERMINAL_TASKS.map((task) => task.id);
  for (let i = ids.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids;
}

/** The round as the client sees it: the current task's prompt only, never its commands. */
function roundState(round: RoundRow, current: TaskRow | null, now: Date): TerminalRound {
  const timeLeft = Math.max(0, ms(round.ends_at) - now.getTime());
  const finished = round.finished_at !== null || timeLeft === 0;
  return {
    id: round.id,
    score: round.score,
    answered: round.answered_count,
    correct: round.correct_count,
    ends_at: new Date(round.ends_at).toISOString(),
    time_left_ms: finished ? 0 : timeLeft,
    finished,
    task:
      finished || !current
        ? null
        : { number: current.position, prompt: terminalTask(current.task_id).prompt },
  };
}

/**
 * Starts a round for the user: every task drawn now, in a random order, the first one shown.
 * The deadline is the server's: TERMINAL_ROUND_SECONDS after now.
 */
export async function startTerminalRound(
  db: Database,
  userId: string,
  now: Date,
): Promise<TerminalRound> {
  return db.transaction(async (tx) => {
    const round = await insertRound(tx, userId, now, new Date(now.getTime() + ROUND_MS));
    const ids = shuffledTaskIds();
    await insertRoundTasks(tx, round.id, ids, now);
    return roundState(round, { position: 1, task_id: ids[0]!, shown_at: now }, now);
  });
}

/** One of the user's rounds as it stands, or null when there is no such round of theirs. */
export async function findTerminalRound(
  db: Queryable,
  roundId: string,
  userId: string,
  now: Date,
): Promise<TerminalRound | null> {
  const round = await findRound(db, roundId, userId);
  if (!round) return null;
  const [current] = await currentTask(db, roundId);
  return roundState(round, current ?? null, now);
}

export type AnswerOutcome =
  | { kind: 'answered'; correct: boolean; expected: string; points: number; round: TerminalRound }
  | { kind: 'not-found' }
  | { kind: 'time-up' }
  | { kind: 'finished' }
  | { kind: 'already-answered' }
  | { kind: 'not-current' };

/**
 * Answers the round's current task, which must be the task the player names (`taskNumber`).
 * The round's row is locked for the whole transaction, so two answers sent at once are taken
 * one after the other: the second finds the task answered and counts nothing.
 */
export async function answerTerminalTask(
  db: Database,
  input: { roundId: string; userId: string; taskNumber: number; answer: string; now: Date },
): Promise<AnswerOutcome> {
  const { roundId, now } = input;
  return db.transaction(async (tx): Promise<AnswerOutcome> => {
    const round = await findRound(tx, roundId, input.userId, true);
    if (!round) return { kind: 'not-found' };
    if (now.getTime() >= ms(round.ends_at)) return { kind: 'time-up' };
    if (round.finished_at !== null) return { kind: 'finished' };
    const [current] = await currentTask(tx, roundId);
    if (!current) return { kind: 'finished' };
    if (input.taskNumber < current.position) return { kind: 'already-answered' };
    if (input.taskNumber > current.position) return { kind: 'not-current' };

    const task = terminalTask(current.task_id);
    const correct = isAcceptedCommand(task, input.answer);
    const points = correct ? pointsForCorrectAnswer(now.getTime() - ms(current.shown_at)) : 0;
    // Claims the task only while it is unanswered: a second line of defence besides the lock.
    const command = normaliseCommand(input.answer);
    if (!(await claimTask(tx, roundId, current.position, { now, command, correct, points }))) {
      return { kind: 'already-answered' };
    }
    const next = await showTask(tx, roundId, current.position + 1, now);
    const updated = await addToRound(tx, roundId, {
      points,
      correct,
      finishedAt: next ? null : now,
    });
    return {
      kind: 'answered',
      correct,
      expected: task.answers[0],
      points,
      round: roundState(updated, next ?? null, now),
    };
  });
}
