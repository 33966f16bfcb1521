import Fastify, { LogController } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './request-logger.ts';

async function appLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
  });
  app.get('/quiet', async (request) => {
    request.log.debug({ detail: 1 }, 'debug line');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.info('first');
    request.log.warn({ detail: 2 }, 'second');
    return { ok: true };
  });
  app.get('/own-level', { logLevel: 'debug' }, async (request) => {
    request.log.debug('debug on this route');
    return { ok: true };
  });
  await app.ready();
  const child = vi.spyOn(app.log, 'child');
  return { app, lines, child };
}

describe('the lazy request logger', () => {
  it('makes no pino child for a request that writes no line', async () => {
    const { app, lines, child } = await appLoggingAt('info');
    try {
      expect((await app.inject({ method: 'GET', url: '/quiet' })).statusCode).toBe(200);
      expect(child).not.toHaveBeenCalled();
      expect(lines).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("writes a request's lines through one child carrying its request id", async () => {
    const { app, lines, child } = await appLoggingAt('info');
    try {
      await app.inject({ method: 'GET', url: '/loud' });
      await app.inject({ method: 'GET', url: '/loud' });
      expect(child).toHaveBeenCalledTimes(2);
      const written = lines.map(({ reqId, msg, level }) => ({ reqId, msg, level }));
      expect(written).toEqual([
        { reqId: 'req-1', msg: 'first', level: 30 },
        { reqId: 'req-1', msg: 'second', level: 40 },
        { reqId: 'req-2', msg: 'first', level: 30 },
        { reqId: 'req-2', msg: 'second', level: 40 },
      ]);
      expect(lines[1]).toMatchObject({ detail: 2 });
    } finally {
      await app.close();
    }
  });

  it('writes debug lines when the level allows them, and follows a route of its own level', async () => {
    const debug = await appLoggingAt('debug');
    const info = await appLoggingAt('info');
    try {
      await debug.app.inject({ method: 'GET', url: '/quiet' });
      expect(debug.lines.map((line) => line.msg)).toEqual(['debug line']);
      await info.app.inject({ method: 'GET', url: '/own-level' });
      expect(info.lines.map((line) => line.msg)).toEqual(['debug on this route']);
    } finally {
      await debug.app.close();
      await info.app.close();
    }
  });
});
