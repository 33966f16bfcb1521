import { availableParallelism } from 'node:os';

/**
 * A counting semaphore: at most `max` tasks run at once, the others wait in arrival order.
 * Password hashes run on libuv's thread pool (4 threads), which file access and other crypto
 * share; letting a sign-in burst fill it would make every other request wait behind the
 * hashes. With slots, sign-ins queue among themselves instead.
 */
export interface Slots {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and tasks waiting (for tests and diagnostics). */
  readonly running: number;
  readonly waiting: number;
}

export function createSlots(max: number): Slots {
  if (!Number.isInteger(max) || max < 1) throw new Error(`Slots need max >= 1, got ${max}.`);
  let running = 0;
  const queue: Array<() => void> = [];

  const release = (): void => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(task) {
      if (running < max) running += 1;
      // The slot is handed over directly by release(), so `running` stays counted.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/**
 * Concurrent password hashes for the whole process: one core fewer than the machine has (at
 * least one, at most three), so the main thread, which serves every request and on PGlite also
 * runs the database, always keeps a core. On a 2-core school server two parallel hashes starved
 * it: a 1,000-student burst's sign-in p99 went from 1.9 s with two slots to 0.14 s with one, and
 * quiz steps from 100 ms to 30 ms (bench:burst), which also prints the hashes per second these
 * slots reach on the machine beside its sign-ins per second.
 */
export const PASSWORD_HASH_SLOT_COUNT = Math.min(3, Math.max(1, availableParallelism() - 1));
export const PASSWORD_HASH_SLOTS = createSlots(PASSWORD_HASH_SLOT_COUNT);
