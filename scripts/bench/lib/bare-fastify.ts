import Fastify from 'fastify';

/**
 * The reference of bench:api: a bare Fastify app answering the same small JSON on the same
 * paths as the platform server, without logging, hooks or a database. Prints its URL.
 */
const app = Fastify({ logger: false });
app.get('/app-config.json', async () => ({ apiBaseUrl: '/api/tj', environment: 'production' }));
app.get('/api/health', async () => ({ status: 'ok' }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`bare Fastify: ${address.replace('localhost', '127.0.0.1')}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
