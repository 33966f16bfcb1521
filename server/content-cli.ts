import { runOperatorCli } from './operator/operator-cli.ts';

/**
 * `npm run content -- validate|import|export <file>` (CONTENT_USAGE, docs/content-packs.md): the
 * operator's way to check, import and export content packs. Uses the same environment as the
 * server (HG_DATA_DIR or DATABASE_URL). Works while the server runs: on the embedded database
 * the running server owns the data directory, so the command is sent to it on its operator
 * socket (server/operator/run-operator-command.ts) and a relative path is resolved against this
 * directory; otherwise it opens the database itself. A refused pack prints every problem and
 * exits 1.
 */
await runOperatorCli('content');
