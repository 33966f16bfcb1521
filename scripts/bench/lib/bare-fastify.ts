import Fastify from 'fastify';

/**
 * The reference of bench:api: a bare Fastify app, without logging, hooks or a database,
 * answering on the platform server's paths the bodies BODIES (JSON: path → answer) gives it, the
 * platform server's own answers, so both send the same bytes. Prints its URL.
 */
const bodies = JSON.parse(process.env.BODIES ?? '{}') as Record<string, unknown>;
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(bodies)) app.get(path, async () => body);
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`bare Fastify: ${address.replace('localhost', '127.0.0.1')}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
