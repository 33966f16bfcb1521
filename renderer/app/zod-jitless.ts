import { z } from 'zod';

// The web UI's CSP has no 'unsafe-eval' (server/http/security-headers.ts, main/window/csp.ts).
// zod 4 probes for eval with `new Function("")` when the first object schema is built, and compiles
// its fast parsers the same way: the browser reports a CSP violation on every page load even
// though zod catches the throw. Jitless parsing never calls `new Function`. This module must be
// the entry's first import: ES imports run in order, and the common/api schemas are built (and the
// probe cached) as soon as their modules load.
z.config({ jitless: true });
