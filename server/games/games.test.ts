import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TerminalAnswerResult, TerminalRound } from '#common/api/games/terminal-game.ts';
import { DEMO_CLASSMATES } from '../db/demo-data.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { ROUND_OVER_CODE, TIME_UP_MESSAGE } from './games-routes.ts';
import { TERMINAL_TASKS, type TerminalTaskDefinition } from './terminal-tasks.ts';

const STUDENT = 'studente2@demo.test';
const PROFESSOR = 'docente@demo.test';
const VISITOR = 'visitatore@demo.test';
const SORINTIAN = 'sorintian@demo.test';
const LOCKED_STUDENT = 'studente@demo.test';

const taskOf = (round: TerminalRound): TerminalTaskDefinition => {
  const task = TERMINAL_TASKS.find((candidate) => candidate.prompt === round.task?.prompt);
  if (!task) throw new Error(`no task shown in ${JSON.stringify(round)}`);
  return task;
};

describe(`"Terminale a tempo", development environment (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof signedInClient>;
  beforeAll(async () => {
    t = await createTestApp({ config: { environment: 'development' } });
    api = signedInClient(t);
    // The app's clock is Date.now plus advanceClock: frozen, only advanceClock moves it, so the
    // points for speed and the deadline do not depend on how fast this machine runs the test.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const start = async (email = STUDENT): Promise<TerminalRound> => {
    const response = await api.post(email, '/games/terminal/rounds');
    expect(response.statusCode).toBe(201);
    return response.json<TerminalRound>();
  };
  const answer = (round: TerminalRound, text: string, email = STUDENT, number?: number) =>
    api.post(email, `/games/terminal/rounds/${round.id}/answers`, {
      task_number: number ?? round.task!.number,
      answer: text,
    });

  it('starts a round with its first task, and sends no accepted command with any task', async () => {
    const response = await api.post(STUDENT, '/games/terminal/rounds');
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const round = response.json<TerminalRound>();
    expect(round).toMatchObject({ score: 0, answered: 0, correct: 0, finished: false });
    expect(round.time_left_ms).toBe(60_000);
    expect(Object.keys(round.task!).sort()).toEqual(['number', 'prompt']);
    expect(round.task!.number).toBe(1);

    // The first task, the next one after an answer, and the round read again: prompt only,
    // and none of the shown task's accepted commands anywhere in the answer.
    const wrong = await answer(round, 'echo non lo so');
    const next = wrong.json<TerminalAnswerResult>().round;
    const again = await api.get(STUDENT, `/games/terminal/rounds/${round.id}`);
    const shown: Array<[string, TerminalRound]> = [
      [response.body, round],
      [wrong.body, next],
      [again.body, again.json<TerminalRound>()],
    ];
    for (const [body, state] of shown) {
      expect(Object.keys(state.task!).sort()).toEqual(['number', 'prompt']);
      expect(body).not.toContain('answers');
      for (const accepted of taskOf(state).answers) {
        expect(body).not.toContain(JSON.stringify(accepted));
      }
    }
    expect(again.json<TerminalRound>().task).toEqual(next.task);
  });

  it('scores a correct answer by speed, a wrong one nothing, and shows the expected command', async () => {
    const round = await start();
    const first = taskOf(round);
    const quick = (await answer(round, first.answers.at(-1)!)).json<TerminalAnswerResult>();
    expect(quick).toMatchObject({ correct: true, points: 20, expected: first.answers[0] });
    expect(quick.round).toMatchObject({ score: 20, answered: 1, correct: 1 });
    expect(quick.round.task!.number).toBe(2);

    t.advanceClock(3_500);
    const second = taskOf(quick.round);
    const slower = (await answer(quick.round, second.answers[0])).json<TerminalAnswerResult>();
    expect(slower).toMatchObject({ correct: true, points: 17 });

    t.advanceClock(15_000);
    const third = taskOf(slower.round);
    const slow = (await answer(slower.round, third.answers[0])).json<TerminalAnswerResult>();
    expect(slow.points).toBe(10);

    const fourth = taskOf(slow.round);
    const wrong = (await answer(slow.round, 'sudo rm -rf /')).json<TerminalAnswerResult>();
    expect(wrong).toMatchObject({ correct: false, points: 0, expected: fourth.answers[0] });
    expect(wrong.round).toMatchObject({ score: 47, answered: 4, correct: 3 });
    expect(wrong.round.time_left_ms).toBe(60_000 - 18_500);
  });

  it('normalises spaces (trimmed, runs collapsed) but keeps case', async () => {
    let round = await start();
    const spaced = (command: string) => `  ${command.split(' ').join(' \t  ')}   `;
    const first = taskOf(round);
    const result = (await answer(round, spaced(first.answers[0]))).json<TerminalAnswerResult>();
    expect(result.correct).toBe(true);
    round = result.round;
    const second = taskOf(round);
    const upper = (
      await answer(round, second.answers[0].toUpperCase())
    ).json<TerminalAnswerResult>();
    expect(upper.correct).toBe(false);
  });

  it('refuses answers once the 60 s of server time are over, with an Italian message', async () => {
    const round = await start();
    t.advanceClock(59_999);
    const inTime = await answer(round, 'pwd');
    expect(inTime.statusCode).toBe(200);
    const next = inTime.json<TerminalAnswerResult>().round;
    expect(next.time_left_ms).toBe(1);

    t.advanceClock(1);
    const late = await answer(next, taskOf(next).answers[0]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: ROUND_OVER_CODE,
      message: TIME_UP_MESSAGE,
      request_id: expect.any(String),
    });
    const after = (
      await api.get(STUDENT, `/games/terminal/rounds/${round.id}`)
    ).json<TerminalRound>();
    expect(after).toMatchObject({ finished: true, time_left_ms: 0, task: null, answered: 1 });
  });

  it('counts parallel answers to the same task once', async () => {
    const round = await start(PROFESSOR);
    const command = taskOf(round).answers[0];
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => answer(round, command, PROFESSOR)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(refused.json().message).toBe('Hai già risposto a questa sfida.');
    const after = (
      await api.get(PROFESSOR, `/games/terminal/rounds/${round.id}`)
    ).json<TerminalRound>();
    expect(after).toMatchObject({ score: 20, answered: 1, correct: 1 });
    expect(after.task!.number).toBe(2);
    const rows = await t.db.query<{ answered: number }>(
      `SELECT count(*)::int AS answered FROM game_round_tasks
        WHERE round_id = $1 AND answered_at IS NOT NULL`,
      [round.id],
    );
    expect(rows[0]!.answered).toBe(1);
  });

  it('refuses an answer to a task not yet shown, and one to a task already answered', async () => {
    const round = await start();
    expect((await answer(round, 'ls', STUDENT, 2)).statusCode).toBe(409);
    expect((await answer(round, 'ls')).statusCode).toBe(200);
    const again = await answer(round, 'ls');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Hai già risposto a questa sfida.');
  });

  it('ends the round when every task is answered', async () => {
    let round = await start(SORINTIAN);
    for (let index = 0; index < TERMINAL_TASKS.length; index += 1) {
      const result = await answer(round, taskOf(round).answers[0], SORINTIAN);
      expect(result.statusCode).toBe(200);
      round = result.json<TerminalAnswerResult>().round;
    }
    expect(round).toMatchObject({ finished: true, task: null, time_left_ms: 0 });
    expect(round.correct).toBe(TERMINAL_TASKS.length);
    const more = await answer({ ...round, task: { number: 1, prompt: '' } }, 'ls', SORINTIAN);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('La partita è finita: hai già risposto a tutte le sfide.');
  });

  it("answers 404 for someone else's round and for one that does not exist", async () => {
    const round = await start();
    expect((await api.get(PROFESSOR, `/games/terminal/rounds/${round.id}`)).statusCode).toBe(404);
    expect((await answer(round, 'pwd', PROFESSOR)).statusCode).toBe(404);
    expect((await api.get(STUDENT, '/games/terminal/rounds/999999')).statusCode).toBe(404);
    // The round is untouched by the other user's attempt.
    const mine = (
      await api.get(STUDENT, `/games/terminal/rounds/${round.id}`)
    ).json<TerminalRound>();
    expect(mine.answered).toBe(0);
  });

  it('lets every role play, refuses a student whose journey is locked (403) and no token (401)', async () => {
    for (const email of [STUDENT, PROFESSOR, VISITOR, SORINTIAN]) {
      expect((await api.post(email, '/games/terminal/rounds')).statusCode).toBe(201);
    }
    const locked = await api.post(LOCKED_STUDENT, '/games/terminal/rounds');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('journey_locked');
    expect((await api.get(LOCKED_STUDENT, '/games/terminal/leaderboard')).statusCode).toBe(403);
    expect((await api.post(null, '/games/terminal/rounds')).statusCode).toBe(401);
    expect((await api.get(null, '/games/terminal/leaderboard')).statusCode).toBe(401);
  });

  it('answers 422 with an Italian field message for an empty or oversized command', async () => {
    const round = await start();
    const empty = await answer(round, '   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().details).toEqual({ answer: 'Scrivi un comando.' });
    const long = await answer(round, 'l'.repeat(201));
    expect(long.statusCode).toBe(422);
    expect(long.json().details.answer).toMatch(/al massimo 200 caratteri/);
    const noNumber = await api.post(STUDENT, `/games/terminal/rounds/${round.id}/answers`, {
      answer: 'ls',
    });
    expect(noNumber.statusCode).toBe(422);
    expect((await api.get(STUDENT, '/games/terminal/rounds/abc')).statusCode).toBe(422);
  });
});

describe(`the "Terminale a tempo" leaderboard (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof signedInClient>;
  let ids: Map<string, string>;
  let avatars: Map<string, string | null>;
  beforeAll(async () => {
    t = await createTestApp({ config: { environment: 'development' } });
    api = signedInClient(t);
    const users = await t.db.query<{ id: string; email: string; avatar_id: string | null }>(
      'SELECT id::text AS id, email, avatar_id FROM users',
    );
    ids = new Map(users.map((user) => [user.email, user.id]));
    avatars = new Map(users.map((user) => [user.email, user.avatar_id]));
  });
  afterAll(async () => {
    await t.close();
  });

  /** A finished round straight into the database: `secondsAgo` orders rounds of equal score. */
  const round = (email: string, score: number, secondsAgo = 100) =>
    t.db.query(
      `INSERT INTO game_rounds (user_id, started_at, ends_at, score)
       VALUES ($1, now() - make_interval(secs => $2), now() - make_interval(secs => $2 - 60), $3)`,
      [ids.get(email)!, secondsAgo, score],
    );

  it('starts with the rounds of the demo seed, and is empty before anyone scores', async () => {
    const seeded = (await api.get(STUDENT, '/games/terminal/leaderboard')).json();
    expect(seeded.top.map((entry: { name: string }) => entry.name)).toEqual([
      'Giulia Rossi',
      'Matteo Romano',
      'Francesca Greco',
    ]);
    await t.db.query('DELETE FROM game_rounds');
    const board = (await api.get(STUDENT, '/games/terminal/leaderboard')).json();
    expect(board).toEqual({ total: 0, top: [], me: null });
  });

  it("lists each player's best score, the first ten and the caller's own rank, without e-mails", async () => {
    // Twelve classmates with scores 120, 110, … 10; two rounds for the first, the best counts.
    const classmates = DEMO_CLASSMATES.slice(0, 12).map((account) => account.email);
    for (const [index, email] of classmates.entries()) await round(email, 120 - index * 10);
    await round(classmates[0]!, 30);
    // A tie with the fifth (80): the earlier round goes first.
    await round(PROFESSOR, 80, 500);
    await round(STUDENT, 5);
    await round(VISITOR, 0);

    const response = await api.get(STUDENT, '/games/terminal/leaderboard');
    expect(response.statusCode).toBe(200);
    const board = response.json();
    expect(board.total).toBe(14);
    expect(board.top).toHaveLength(10);
    expect(board.top.map((entry: { score: number }) => entry.score)).toEqual([
      120, 110, 100, 90, 80, 80, 70, 60, 50, 40,
    ]);
    expect(board.top[4]).toMatchObject({ name: 'Paola Ferrari', position: 5 });
    expect(board.top[5].user_id).toBe(ids.get(classmates[4]!));
    expect(board.top[0]).toEqual({
      position: 1,
      user_id: ids.get(classmates[0]!),
      name: DEMO_CLASSMATES[0]!.name,
      avatar_id: avatars.get(classmates[0]!),
      score: 120,
    });
    expect(board.me).toEqual({
      position: 14,
      user_id: ids.get(STUDENT),
      name: 'Sara Colombo',
      avatar_id: avatars.get(STUDENT),
      score: 5,
    });
    expect(response.body).not.toContain('@');

    // In the ten, the caller's row is also its own; with no point yet, there is none.
    expect((await api.get(PROFESSOR, '/games/terminal/leaderboard')).json().me.position).toBe(5);
    expect((await api.get(VISITOR, '/games/terminal/leaderboard')).json().me).toBeNull();
  });

  it('counts a round played through the API', async () => {
    const started = (await api.post(SORINTIAN, '/games/terminal/rounds')).json<TerminalRound>();
    const task = TERMINAL_TASKS.find((candidate) => candidate.prompt === started.task!.prompt)!;
    await api.post(SORINTIAN, `/games/terminal/rounds/${started.id}/answers`, {
      task_number: 1,
      answer: task.answers[0],
    });
    const me = (await api.get(SORINTIAN, '/games/terminal/leaderboard')).json().me;
    expect(me).toMatchObject({ name: 'Andrea Ricci', score: 20 });
  });
});

describe(`games outside the development environment (${TEST_ENGINE})`, () => {
  it('answers 404 on every path, even for a signed-in student', async () => {
    const t = await createTestApp({ config: { environment: 'production' } });
    try {
      const api = signedInClient(t);
      expect((await api.post(STUDENT, '/games/terminal/rounds')).statusCode).toBe(404);
      expect((await api.get(STUDENT, '/games/terminal/rounds/1')).statusCode).toBe(404);
      expect(
        (
          await api.post(STUDENT, '/games/terminal/rounds/1/answers', {
            task_number: 1,
            answer: 'ls',
          })
        ).statusCode,
      ).toBe(404);
      expect((await api.get(STUDENT, '/games/terminal/leaderboard')).statusCode).toBe(404);
      expect((await api.get(null, '/games/terminal/leaderboard')).statusCode).toBe(404);
      // Only the demo seed's rounds: none was started.
      const rounds = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_rounds');
      expect(rounds[0]!.n).toBe(3);
      expect(await t.db.query('SELECT round_id FROM game_round_tasks')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the task bank', () => {
  it('holds about 25 tasks with unique ids and prompts, every command written normalised', () => {
    expect(TERMINAL_TASKS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(TERMINAL_TASKS.map((task) => task.id)).size).toBe(TERMINAL_TASKS.length);
    expect(new Set(TERMINAL_TASKS.map((task) => task.prompt)).size).toBe(TERMINAL_TASKS.length);
    for (const task of TERMINAL_TASKS) {
      for (const command of task.answers) expect(command).toBe(command.trim().replace(/\s+/g, ' '));
      expect(new Set(task.answers).size).toBe(task.answers.length);
    }
  });
});
