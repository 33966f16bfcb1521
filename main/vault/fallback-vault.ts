import { describeError, type Logger } from '../logging/logger.ts';
import { MemoryVault } from './memory-vault.ts';
import {
  TOKEN_KEYS,
  VaultError,
  type TokenKey,
  type TokenVault,
  type VaultKind,
} from './token-vault.ts';

/** A vault that may be tried: `open` throws when it cannot work on this machine. */
export interface VaultCandidate {
  kind: VaultKind;
  open(): Promise<TokenVault>;
}

/**
 * Runs every operation on the best vault that answers, and moves down the list (safeStorage →
 * memory) the moment one fails: at start (no encryption, a plain-text Linux backend) or later (a
 * token file that can no longer be written, encryption that stops working). Whatever the failing
 * vault still holds is moved to the next one, so a fall-back does not sign the user out. Never
 * throws: memory is the last resort and always works.
 */
export class FallbackVault implements TokenVault {
  #current: TokenVault;
  readonly #remaining: VaultCandidate[];
  readonly #logger: Logger;
  #switching: Promise<void> | null = null;

  /** Opens the first candidate that works; memory when none does. */
  static async open(candidates: VaultCandidate[], logger: Logger): Promise<FallbackVault> {
    const vault = new FallbackVault(new MemoryVault(), [...candidates], logger);
    vault.#current = await vault.#openNext([]);
    return vault;
  }

  private constructor(current: TokenVault, remaining: VaultCandidate[], logger: Logger) {
    this.#current = current;
    this.#remaining = remaining;
    this.#logger = logger;
  }

  get kind(): VaultKind {
    return this.#current.kind;
  }

  get(key: TokenKey): Promise<string | null> {
    return this.#run((vault) => vault.get(key), []);
  }

  set(key: TokenKey, value: string): Promise<void> {
    return this.#run((vault) => vault.set(key, value), [key]);
  }

  delete(key: TokenKey): Promise<void> {
    return this.#run((vault) => vault.delete(key), [key]);
  }

  clear(): Promise<void> {
    return this.#run((vault) => vault.clear(), [...TOKEN_KEYS]);
  }

  async #run<T>(
    operation: (vault: TokenVault) => Promise<T>,
    keysNotToMove: TokenKey[],
  ): Promise<T> {
    for (;;) {
      const vault = this.#current;
      try {
        return await operation(vault);
      } catch (error) {
        // A concurrent operation has already moved on: retry on its choice.
        if (this.#current !== vault) continue;
        // Memory cannot fail for a reason a fall-back would fix.
        if (vault.kind === 'memory') throw error;
        await this.#fallBackFrom(vault, error, keysNotToMove);
      }
    }
  }

  // Concurrent failures of the same store share one switch, so none skips a candidate.
  #fallBackFrom(failed: TokenVault, error: unknown, keysNotToMove: TokenKey[]): Promise<void> {
    this.#switching ??= (async () => {
      const next = await this.#openNext([describeFailure(failed.kind, error)]);
      await moveEntries(failed, next, keysNotToMove);
      this.#current = next;
    })().finally(() => {
      this.#switching = null;
    });
    return this.#switching;
  }

  // Logs one line per fall-back (which store gave up and why, never a value); silent when the
  // first choice simply works.
  async #openNext(failures: string[]): Promise<TokenVault> {
    let next: TokenVault | null = null;
    while (!next && this.#remaining.length > 0) {
      const candidate = this.#remaining.shift() as VaultCandidate;
      try {
        next = await candidate.open();
      } catch (error) {
        failures.push(describeFailure(candidate.kind, error));
      }
    }
    next ??= new MemoryVault();
    if (failures.length > 0) {
      this.#logger.warn(`Token vault: ${failures.join('; ')}; now using ${next.kind}.`);
    }
    return next;
  }
}

function describeFailure(kind: VaultKind, error: unknown): string {
  // Vault errors and the stores' own messages name the store's problem, never a secret.
  const reason =
    error instanceof VaultError ? `${error.reason}: ${error.message}` : describeError(error);
  return `${kind} not usable (${reason})`;
}

async function moveEntries(from: TokenVault, to: TokenVault, skip: TokenKey[]): Promise<void> {
  for (const key of TOKEN_KEYS) {
    if (skip.includes(key)) continue;
    try {
      const value = await from.get(key);
      if (value === null) continue;
      await to.set(key, value);
      // Not left behind in a store we no longer read.
      await from.delete(key);
    } catch {
      // The failing store cannot give it back: the user signs in again at worst.
    }
  }
}
