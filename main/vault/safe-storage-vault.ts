import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { TOKEN_KEYS, VaultError, type TokenKey, type TokenVault } from './token-vault.ts';

/** The part of Electron's safeStorage the vault uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only in Electron; absent elsewhere. */
  getSelectedStorageBackend?(): string;
}

// Linux backends that do not protect the secret: 'basic_text' is a hard-coded key (plain text in
// all but name), and 'unknown' means Electron could not tell which one it uses.
const UNSAFE_LINUX_BACKENDS = new Set(['basic_text', 'unknown']);

const vaultFileSchema = z.object({
  version: z.literal(1),
  entries: z.partialRecord(z.enum(TOKEN_KEYS), z.string()),
});
type VaultFile = z.infer<typeof vaultFileSchema>;

/**
 * Tokens encrypted with Electron's safeStorage (DPAPI, Keychain, or libsecret/kwallet on Linux),
 * in a 0600 file under userData, written atomically. The desktop app's first choice: the OS
 * keychain protects the key, and no native module of ours has to load.
 */
export class SafeStorageVault implements TokenVault {
  readonly kind = 'safe-storage' as const;
  readonly #safeStorage: SafeStorageLike;
  readonly #filePath: string;
  #writes: Promise<unknown> = Promise.resolve();

  /** Throws VaultError('unavailable') where safeStorage would not really encrypt. */
  static create(
    safeStorage: SafeStorageLike,
    filePath: string,
    platform: string,
  ): SafeStorageVault {
    if (!safeStorage.isEncryptionAvailable()) {
      throw new VaultError('unavailable', 'safeStorage encryption is not available');
    }
    if (platform === 'linux') {
      const backend = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
      if (UNSAFE_LINUX_BACKENDS.has(backend)) {
        throw new VaultError('unavailable', `safeStorage backend '${backend}' does not encrypt`);
      }
    }
    return new SafeStorageVault(safeStorage, filePath);
  }

  private constructor(safeStorage: SafeStorageLike, filePath: string) {
    this.#safeStorage = safeStorage;
    this.#filePath = filePath;
  }

  async get(key: TokenKey): Promise<string | null> {
    const encrypted = (await this.#read()).entries[key];
    if (encrypted === undefined) return null;
    try {
      return this.#safeStorage.decryptString(Buffer.from(encrypted, 'base64'));
    } catch {
      // Encrypted under another OS user or key: unusable, as if absent.
      return null;
    }
  }

  set(key: TokenKey, value: string): Promise<void> {
    return this.#update((file) => {
      file.entries[key] = this.#safeStorage.encryptString(value).toString('base64');
    });
  }

  delete(key: TokenKey): Promise<void> {
    return this.#update((file) => {
      delete file.entries[key];
    });
  }

  clear(): Promise<void> {
    return this.#update((file) => {
      file.entries = {};
    });
  }

  async #read(): Promise<VaultFile> {
    let text: string;
    try {
      text = await readFile(this.#filePath, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, entries: {} };
      throw new VaultError('failed', 'the token file cannot be read');
    }
    try {
      const parsed = vaultFileSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : { version: 1, entries: {} };
    } catch {
      return { version: 1, entries: {} };
    }
  }

  // Read-modify-write steps run one after another, so two concurrent sets cannot lose an entry.
  #update(change: (file: VaultFile) => void): Promise<void> {
    const next = this.#writes.then(async () => {
      const file = await this.#read();
      change(file);
      await this.#writeAtomically(JSON.stringify(file));
    });
    this.#writes = next.catch(() => undefined);
    return next;
  }

  // A crash mid-write leaves the old file or the new one, never half of one; the temporary file is
  // created 0600 so the ciphertext is never readable by other users, not even for a moment.
  async #writeAtomically(content: string): Promise<void> {
    await mkdir(dirname(this.#filePath), { recursive: true, mode: 0o700 });
    const temporary = `${this.#filePath}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, content, { mode: 0o600, flag: 'wx' });
      await rename(temporary, this.#filePath);
    } catch {
      await rm(temporary, { force: true });
      throw new VaultError('failed', 'the token file cannot be written');
    }
  }
}
