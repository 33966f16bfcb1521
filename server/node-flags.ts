/**
 * V8 flags the platform server runs with (`npm start`, `npm run serve`, the benchmarks): a young
 * generation of 2 MB semispaces instead of 16 MB. A burst of requests fills the default young
 * generation with short-lived answers, and V8 then grows the heap rather than collect: the
 * server's memory at a 1,000-student burst went from ~610 MiB to ~450 MiB with no loss of speed
 * (bench:burst). Whoever runs `node server/main.ts` directly should pass them too.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
