import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '#common/api/endpoint.ts';
import type { AppServices } from '../app-context.ts';
import { createServerMetrics } from '../operations/server-metrics.ts';
import { createEndpointRegistry } from './endpoint-registry.ts';
import { handleError } from './error-handler.ts';
import { route } from './endpoint-route.ts';

const echo = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/echo/:id',
  access: 'public',
  summary: 'test',
  params: z.object({ id: z.string().regex(/^\d+$/, 'Id non valido.') }),
  body: z.object({ text: z.string() }),
  response: z.strictObject({ id: z.string(), text: z.string() }),
});

/** The services route() reads: the registry, the answer check and the per-endpoint metrics. */
function servicesFor(checkAnswers: boolean): AppServices {
  return {
    endpoints: createEndpointRegistry(),
    checkAnswers,
    metrics: createServerMetrics(Date.now),
  } as AppServices;
}

async function appWith(checkAnswers: boolean, answer: (id: string, text: string) => unknown) {
  const app = Fastify();
  app.decorate('services', servicesFor(checkAnswers));
  app.setErrorHandler(handleError);
  await app.register(
    async (api) =>
      route(api, echo, async ({ params, body }) => answer(params.id, body.text) as never),
    { prefix: '/api/tj' },
  );
  return app;
}

describe('route()', () => {
  it('parses the request parts before the handler: a bad one is a 422 with Italian details', async () => {
    const app = await appWith(true, (id, text) => ({ id, text }));
    const bad = await app.inject({ method: 'POST', url: '/api/tj/echo/x', payload: { text: 1 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toMatchObject({ id: 'Id non valido.' });
    const good = await app.inject({
      method: 'POST',
      url: '/api/tj/echo/7',
      payload: { text: 'a' },
    });
    expect(good.json()).toEqual({ id: '7', text: 'a' });
  });

  it('checks answers against the declared schema when asked to', async () => {
    const drifting = (id: string, text: string) => ({ id, text, secret: 'x' });
    const checked = await appWith(true, drifting);
    const url = '/api/tj/echo/7';
    expect((await checked.inject({ method: 'POST', url, payload: { text: 'a' } })).statusCode).toBe(
      500,
    );
    const trusted = await appWith(false, drifting);
    expect((await trusted.inject({ method: 'POST', url, payload: { text: 'a' } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a second registration and a registration under another service prefix', async () => {
    const app = Fastify();
    app.decorate('services', servicesFor(true));
    const handler = async () => ({ id: '1', text: '' });
    await expect(
      app.register(async (reports) => route(reports, echo, handler), { prefix: '/api/reports' }),
    ).rejects.toThrow(/belongs under \/api\/tj/);
    const twice = Fastify();
    twice.decorate('services', servicesFor(true));
    await expect(
      twice.register(
        async (api) => {
          route(api, echo, handler);
          route(api, echo, handler);
        },
        { prefix: '/api/tj' },
      ),
    ).rejects.toThrow(/registered twice/);
  });
});
