/**
 * How the platform server's process runs (`npm start`, `npm run serve`, `node server/main.ts`,
 * the benchmarks).
 *
 * V8: a young generation of 2 MB semispaces instead of 16 MB. A burst of requests fills the
 * default young generation with short-lived answers, and V8 then grows the heap rather than
 * collect: the server's memory at a 1,000-student burst went from ~610 MiB to ~450 MiB with no
 * loss of speed (bench:burst). Passed on the command line by the npm scripts and the benchmarks.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];

/**
 * glibc's allocator: one arena for all the process's threads instead of up to eight per core.
 * V8 borrows about half a gigabyte from malloc on its compiler threads while it compiles
 * PGlite's WebAssembly at start-up; with an arena per thread that memory stayed spread over
 * arenas no later allocation reused: idle RSS 257 MiB by default, 204–235 MiB with one arena.
 * Fixing the mmap threshold instead (193 MiB) made every argon2id check map and fault its
 * 19 MiB afresh, 10–15 % slower sign-ins; with one arena that buffer is reused and a check is
 * no slower than by default (docs/performance.md, "Server process settings"). Ignored where the
 * C library is not glibc.
 */
export const SERVER_MALLOC_TUNABLE = 'glibc.malloc.arena_max=1';
const TUNABLE_KEY = SERVER_MALLOC_TUNABLE.split('=')[0]!;

/**
 * GLIBC_TUNABLES with the server's allocator setting added, or null when it already has one
 * for that key (an operator's own value wins).
 */
export function withServerMallocTunable(tunables: string | undefined): string | null {
  const entries = (tunables ?? '').split(':').filter(Boolean);
  if (entries.some((entry) => entry.split('=')[0] === TUNABLE_KEY)) return null;
  return [...entries, SERVER_MALLOC_TUNABLE].join(':');
}

/**
 * glibc reads its tunables once, when a process starts, so a server started without them
 * replaces itself (same process id, same arguments and flags) with one started with them. Call
 * it first thing in an entry point, before the server opens anything; on Linux without the
 * tunable it does not return.
 */
export function relaunchWithServerSettings(): void {
  if (process.platform !== 'linux' || !process.execve) return;
  const tunables = withServerMallocTunable(process.env.GLIBC_TUNABLES);
  if (tunables === null) return;
  try {
    process.execve(
      process.execPath,
      [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
      { ...process.env, GLIBC_TUNABLES: tunables },
    );
  } catch (error) {
    // Only memory is at stake: start as we are rather than not at all.
    console.warn(
      `Tech Journey server: could not restart with ${SERVER_MALLOC_TUNABLE} (${error instanceof Error ? error.message : String(error)}); idle memory will be higher.`,
    );
  }
}
