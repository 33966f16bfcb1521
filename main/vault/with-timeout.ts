import { VaultError } from './token-vault.ts';

/**
 * Races an operation against a timer, so a Secret Service that never answers (a locked
 * collection waiting for a prompt nobody sees, a stuck D-Bus) cannot hang the app.
 */
export async function withTimeout<T>(
  operation: Promise<T>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new VaultError('timeout', `${what} did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([operation, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
