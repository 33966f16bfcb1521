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
 * Concurrent password hashes for the whole process: one per core, at most 3, so that at least
 * one of libuv's four threads stays free for file access while a school signs in.
 */
export const PASSWORD_HASH_SLOTS = createSlots(Math.min(3, Math.max(1, availableParallelism())));
