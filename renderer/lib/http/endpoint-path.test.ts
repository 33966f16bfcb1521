import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, EMPTY_ANSWER } from '#common/api/endpoint.ts';
import { endpointPath } from './endpoint-path.ts';

const endpoint = defineEndpoint({
  service: 'reports',
  method: 'GET',
  path: '/classrooms/:classroomId/files',
  access: ['professor'],
  summary: 'A test endpoint.',
  params: z.object({ classroomId: z.string() }),
  query: z.object({ name: z.string().optional(), user_id: z.string().optional() }),
  response: EMPTY_ANSWER,
});

describe('endpointPath', () => {
  it('fills the path parameters and appends the query in the order given, encoded', () => {
    expect(
      endpointPath(endpoint, {
        params: { classroomId: '3 A' },
        query: { name: 'è più & co', user_id: '7' },
      }),
    ).toBe('/classrooms/3%20A/files?name=%C3%A8+pi%C3%B9+%26+co&user_id=7');
  });

  it('leaves out absent query values, and the "?" when none is left', () => {
    expect(
      endpointPath(endpoint, { params: { classroomId: '1' }, query: { user_id: undefined } }),
    ).toBe('/classrooms/1/files');
  });
});
