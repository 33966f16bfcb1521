import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineEndpoint, EMPTY_ANSWER, type EndpointDefinition } from '#common/api/endpoint.ts';
import { answersOf, errorStatusesOf } from './openapi-answers.ts';

const base = {
  service: 'api',
  method: 'GET',
  path: '/things',
  access: 'public',
  summary: 'Things.',
  response: z.object({ ok: z.boolean() }),
} as const satisfies EndpointDefinition;

describe('the answers an operation declares', () => {
  it('are only success, 503 and 507 for a public read without input', () => {
    expect(errorStatusesOf(base)).toEqual([503, 507]);
  });

  it('derive 400/422 from input, 401 from a token, 403 from roles, 404 from a path parameter', () => {
    const endpoint = defineEndpoint({
      ...base,
      path: '/things/:id',
      access: ['professor'],
      params: z.object({ id: z.string() }),
    });
    expect(errorStatusesOf(endpoint)).toEqual([400, 401, 403, 404, 422, 503, 507]);
  });

  it('derive 400 and 413 wherever a body is read, and add what the declaration names', () => {
    const endpoint = defineEndpoint({
      ...base,
      method: 'POST',
      access: 'signed-in',
      response: EMPTY_ANSWER,
      status: 204,
      errors: [409],
      servedWithExpiredPassword: true,
    });
    expect(errorStatusesOf(endpoint)).toEqual([400, 401, 409, 413, 503, 507]);
    expect(Object.keys(answersOf(endpoint))).toEqual([
      '204',
      '400',
      '401',
      '409',
      '413',
      '503',
      '507',
    ]);
  });

  it('derive 403 behind a token for an expired one-time password, unless the endpoint is served then', () => {
    const signedIn = defineEndpoint({ ...base, access: 'signed-in' });
    expect(errorStatusesOf(signedIn)).toEqual([401, 403, 503, 507]);
    expect(errorStatusesOf({ ...signedIn, servedWithExpiredPassword: true })).toEqual([
      401, 503, 507,
    ]);
  });

  it("give the chat Rocket.Chat's statuses and envelopes: 400 for invalid input, 401 and 429 always", () => {
    const endpoint = defineEndpoint({
      ...base,
      service: 'chat',
      query: z.object({ roomId: z.string() }),
    });
    expect(errorStatusesOf(endpoint)).toEqual([400, 401, 429, 507]);
    expect(answersOf(endpoint)['401']).toEqual({ $ref: '#/components/responses/Chat401' });
    const posting = defineEndpoint({
      ...base,
      service: 'chat',
      method: 'POST',
      body: z.object({ roomId: z.string() }),
    });
    expect(errorStatusesOf(posting)).toEqual([400, 401, 413, 415, 429, 507]);
    expect(answersOf(posting)['415']).toEqual({ $ref: '#/components/responses/Chat415' });
  });

  it('add the other bodiless answers, a redirect, and answers with a body of their own', () => {
    const redirect = answersOf(defineEndpoint({ ...base, response: EMPTY_ANSWER, status: 303 }));
    expect(redirect['303']).toMatchObject({ headers: { Location: { required: true } } });
    const answers = answersOf(
      defineEndpoint({
        ...base,
        alsoAnswers: [204, 304],
        otherAnswers: { 410: z.object({ revoked: z.literal(true) }) },
      }),
    );
    expect(Object.keys(answers)).toEqual(['200', '204', '304', '410', '503', '507']);
    expect(answers['410']).toMatchObject({
      content: { 'application/json': { schema: { properties: { revoked: { const: true } } } } },
    });
  });
});
