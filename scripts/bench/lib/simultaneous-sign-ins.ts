import { formatArgon2Ceiling, measureArgon2Ceiling, type Argon2Ceiling } from './argon2-ceiling.ts';
import { createClient } from './http-client.ts';
import { signIn } from './school-day.ts';
import { formatMs, formatRatio, percentile, type GoalRow } from './stats.ts';

/** What happened when a class pressed «Accedi» at the same instant. */
export interface SimultaneousSignIns {
  students: number;
  signedIn: number;
  /** Answers other than 200, by status (0: the connection failed). */
  refused: Map<number, number>;
  /** From the first request sent to the last answer. */
  ms: number;
  /** Sign-ins answered 200 per second over `ms`. */
  perSecond: number;
  p99: number;
  /**
   * The machine's argon2id ceiling, measured just before and just after, with the server idle:
   * both measurements together (all their checks over all their time) are the reference.
   */
  ceiling: Argon2Ceiling;
  ceilingBefore: Argon2Ceiling;
  ceilingAfter: Argon2Ceiling;
}

/** Issue 27: 300 students of one school pressing «Accedi» at the same instant. */
export const SIMULTANEOUS_STUDENTS = 300;

/**
 * `emails.length` students sign in at once, each from its own client (its own connection, as
 * each browser has), all from this one address. Every sign-in waits behind the hash slots, so
 * the rate is the server's sign-in throughput at saturation, which the argon2id ceiling bounds.
 * The ceiling is measured right before and right after, so that the reference sees the machine
 * of the same minute: even on a quiet machine it moved from 25 to 39 checks/s within minutes
 * (the host gives these two cores a varying share), and a ceiling from before the phase alone
 * judged the phase against another machine.
 */
export async function measureSimultaneousSignIns(
  url: string,
  emails: readonly string[],
  password: string,
): Promise<SimultaneousSignIns> {
  const ceilingBefore = await measureArgon2Ceiling();
  const clients = emails.map(() => createClient(url));
  const refused = new Map<number, number>();
  const times: number[] = [];
  const started = performance.now();
  try {
    await Promise.all(
      emails.map(async (email, index) => {
        const { answer } = await signIn(clients[index]!, email, password);
        times.push(answer.ms);
        if (answer.status !== 200)
          refused.set(answer.status, (refused.get(answer.status) ?? 0) + 1);
      }),
    );
  } finally {
    for (const client of clients) client.close();
  }
  const ms = performance.now() - started;
  const ceilingAfter = await measureArgon2Ceiling();
  const signedIn = emails.length - [...refused.values()].reduce((a, b) => a + b, 0);
  return {
    students: emails.length,
    signedIn,
    refused,
    ms,
    perSecond: (signedIn * 1000) / ms,
    p99: percentile(times, 99),
    ceiling: combinedCeiling(ceilingBefore, ceilingAfter),
    ceilingBefore,
    ceilingAfter,
  };
}

function combinedCeiling(before: Argon2Ceiling, after: Argon2Ceiling): Argon2Ceiling {
  const hashes = before.hashes + after.hashes;
  const ms = before.ms + after.ms;
  return { perSecond: (hashes * 1000) / ms, slots: before.slots, hashes, ms };
}

export function formatSimultaneousSignIns(result: SimultaneousSignIns): string {
  const refused = result.refused.size
    ? `, refused ${JSON.stringify(Object.fromEntries(result.refused))}`
    : '';
  const phase =
    `sign-in, ${result.students} at once: ${result.signedIn}/${result.students} in ` +
    `${formatMs(result.ms)} (${result.perSecond.toFixed(1)} sign-ins/s, p99 ${formatMs(result.p99)})${refused}`;
  return (
    `before: ${formatArgon2Ceiling(result.ceilingBefore)}\n  ${phase}\n` +
    `  after: ${formatArgon2Ceiling(result.ceilingAfter)}; both: ${result.ceiling.perSecond.toFixed(1)} checks/s`
  );
}

/** The goal row: every student in, at ≥ 0.8× the machine's argon2id ceiling. */
export function simultaneousSignInRow(engine: string, result: SimultaneousSignIns): GoalRow {
  const { ceiling } = result;
  const ratio = result.perSecond / ceiling.perSecond;
  return {
    measure: `${result.students} students press «Accedi» at the same instant from one address (${engine}): sign-ins/s vs the argon2id ceiling`,
    value: `${result.signedIn}/${result.students} in; ${result.perSecond.toFixed(1)}/s vs ${ceiling.perSecond.toFixed(1)}/s on ${ceiling.slots} slot(s) (${formatRatio(ratio)}; the ceiling ${result.ceilingBefore.perSecond.toFixed(1)} before, ${result.ceilingAfter.perSecond.toFixed(1)} after)`,
    goal: 'all in; sign-ins/s ≥ 0.8× argon2id ceiling',
    met: result.signedIn === result.students && ratio >= 0.8,
  };
}
