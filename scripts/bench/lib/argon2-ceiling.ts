import { pluralForm } from '#common/format/plurals.ts';
import { PASSWORD_HASH_SLOT_COUNT } from '../../../server/auth/hash-slots.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../../server/auth/passwords.ts';

/** How many argon2id checks per second this machine does on the server's hash slots. */
export interface Argon2Ceiling {
  perSecond: number;
  slots: number;
  hashes: number;
  ms: number;
}

const MEASURE_MS = 3_000;

/**
 * The ceiling of sign-ins per second: the server's own password check (verifyPassword against a
 * hash at the default cost, m = 19 MiB, t = 2, through the same hash slots, as many at once as
 * the server allows on this machine), run back to back for 3 s in this process, with nothing
 * else to do. A sign-in costs exactly one such check, plus work on the main thread that the
 * slots leave a core for; so a server that only hashes reaches this rate and no more.
 */
export async function measureArgon2Ceiling(): Promise<Argon2Ceiling> {
  // One check first: the first one also pays for loading and allocating.
  await verifyPassword('warm-up', DUMMY_PASSWORD_HASH);
  let hashes = 0;
  const started = performance.now();
  const deadline = started + MEASURE_MS;
  // Twice as many callers as slots: a slot never waits for a caller to come back.
  await Promise.all(
    Array.from({ length: 2 * PASSWORD_HASH_SLOT_COUNT }, async () => {
      while (performance.now() < deadline) {
        await verifyPassword('not the password', DUMMY_PASSWORD_HASH);
        hashes += 1;
      }
    }),
  );
  const ms = performance.now() - started;
  return { perSecond: (hashes * 1000) / ms, slots: PASSWORD_HASH_SLOT_COUNT, hashes, ms };
}

export function formatArgon2Ceiling(ceiling: Argon2Ceiling): string {
  return (
    `argon2id ceiling: ${ceiling.perSecond.toFixed(1)} password checks/s on ` +
    `${pluralForm(ceiling.slots, '1 hash slot', `${ceiling.slots} hash slots`)} ` +
    `(${ceiling.hashes} in ${(ceiling.ms / 1000).toFixed(1)} s, the server's cost and slots)`
  );
}
