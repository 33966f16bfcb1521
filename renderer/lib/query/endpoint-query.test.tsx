import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, EMPTY_ANSWER } from '#common/api/endpoint.ts';
import { fakeAdapter } from '../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../testing/fake-endpoints.ts';
import { createFakeBridge, fakeToken, TEST_CONFIG } from '../../testing/fake-session.ts';
import { createAppServices } from '../services/app-services.ts';
import { ServicesProvider } from '../services/services-context.tsx';
import {
  endpointKey,
  endpointQuery,
  endpointQueryKey,
  getEndpointData,
  setEndpointData,
  useEndpointMutation,
} from './index.ts';

const getNote = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/notes/:id',
  access: 'signed-in',
  summary: 'A note.',
  params: z.object({ id: z.string() }),
  response: z.object({ id: z.string(), text: z.string(), version: z.number() }),
});
const listNotes = defineEndpoint({
  service: 'reports',
  method: 'GET',
  path: '/notes',
  access: 'signed-in',
  summary: 'The notes.',
  response: z.array(z.string()),
});
const nextNote = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/notes/next',
  access: 'signed-in',
  summary: 'The next note, or 204.',
  response: z.object({ id: z.string() }).optional(),
});
const saveNote = defineEndpoint({
  service: 'api',
  method: 'PUT',
  path: '/notes/:id',
  access: 'signed-in',
  summary: 'Saves a note.',
  params: z.object({ id: z.string() }),
  body: z.object({ text: z.string() }),
  response: EMPTY_ANSWER,
  status: 204,
});

/** The app's real services on fake adapters; each GET answers a new version, so refetches show. */
function setUp() {
  const services = createAppServices({
    bridge: createFakeBridge(fakeToken('student')),
    config: TEST_CONFIG,
  });
  const calls: string[] = [];
  let version = 0;
  const answer = answerFrom([
    on(getNote, ({ params }) => {
      version += 1;
      return { status: 200, data: { id: params.id, text: 'testo', version } };
    }),
    on(listNotes, { status: 200, data: ['uno'] }),
    on(saveNote, { status: 204 }),
  ]);
  const adapter = fakeAdapter((config) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    return answer(config) ?? { status: 404, data: { message: 'Risorsa non trovata.' } };
  });
  for (const client of Object.values(services.http)) client.defaults.adapter = adapter;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
    </ServicesProvider>
  );
  return { services, calls, wrapper };
}

describe('endpointQueryKey', () => {
  it('is the service, method, path and args of the declaration, then the scope', () => {
    expect(endpointQueryKey(getNote, { params: { id: 'a' } })).toEqual([
      'api',
      'GET',
      '/notes/:id',
      { params: { id: 'a' } },
    ]);
    expect(endpointQueryKey(listNotes, {}, 'user-1')).toEqual([
      'reports',
      'GET',
      '/notes',
      {},
      'user-1',
    ]);
    expect(endpointKey(getNote)).toEqual(['api', 'GET', '/notes/:id']);
  });
});

describe('endpointQuery', () => {
  it('calls the endpoint on its service and parses the answer, for useQuery', async () => {
    const { calls, wrapper } = setUp();
    const { result } = renderHook(
      () => useQuery(endpointQuery(getNote, { params: { id: 'a b' } })),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.data).toEqual({ id: 'a b', text: 'testo', version: 1 }),
    );
    expect(calls).toEqual(['GET /notes/a%20b']);
  });

  it('serves ensureQueryData from the same cache entry as useQuery', async () => {
    const { services, calls, wrapper } = setUp();
    const loaded = await services.queryClient.ensureQueryData(
      endpointQuery(getNote, { params: { id: 'a' } }),
    );
    expect(loaded.version).toBe(1);
    const { result } = renderHook(
      () => useQuery(endpointQuery(getNote, { params: { id: 'a' } }, { staleTime: Infinity })),
      { wrapper },
    );
    expect(result.current.data?.version).toBe(1);
    expect(calls).toEqual(['GET /notes/a']);
  });

  it('applies select to the answer but caches the answer itself', async () => {
    const { services, wrapper } = setUp();
    const { result } = renderHook(
      () => useQuery(endpointQuery(listNotes, {}, { select: (notes) => notes.length })),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toBe(1));
    expect(getEndpointData(services.queryClient, listNotes, {})).toEqual(['uno']);
  });

  it('fails with the schema error when the server drifts from the declaration', async () => {
    const { services } = setUp();
    services.http.reports.defaults.adapter = fakeAdapter(() => ({ status: 200, data: [1] }));
    await expect(services.queryClient.fetchQuery(endpointQuery(listNotes, {}))).rejects.toThrow();
  });
  it('caches an absent answer (204) as null, which TanStack Query accepts as data', async () => {
    const { services } = setUp();
    services.http.api.defaults.adapter = fakeAdapter(() => ({ status: 204 }));
    await expect(services.queryClient.fetchQuery(endpointQuery(nextNote, {}))).resolves.toBeNull();
    expect(getEndpointData(services.queryClient, nextNote, {})).toBeNull();
  });
});

describe('setEndpointData', () => {
  it('writes the entry a query of the same endpoint and args reads', async () => {
    const { services, calls, wrapper } = setUp();
    setEndpointData(
      services.queryClient,
      getNote,
      { params: { id: 'a' } },
      {
        id: 'a',
        text: 'scritto',
        version: 9,
      },
    );
    const { result } = renderHook(
      () => useQuery(endpointQuery(getNote, { params: { id: 'a' } }, { staleTime: Infinity })),
      { wrapper },
    );
    expect(result.current.data?.text).toBe('scritto');
    setEndpointData(services.queryClient, getNote, { params: { id: 'a' } }, (note) =>
      note ? { ...note, text: 'riscritto' } : note,
    );
    await waitFor(() => expect(result.current.data?.text).toBe('riscritto'));
    expect(calls).toEqual([]);
  });
});

describe('useEndpointMutation', () => {
  it('sends the call and invalidates every args variant of the endpoints it names, and no other', async () => {
    const { services, calls, wrapper } = setUp();
    const { result } = renderHook(
      () => ({
        a: useQuery(endpointQuery(getNote, { params: { id: 'a' } })),
        b: useQuery(endpointQuery(getNote, { params: { id: 'b' } })),
        list: useQuery(endpointQuery(listNotes, {})),
        save: useEndpointMutation(saveNote, {
          args: (text: string) => ({ params: { id: 'a' }, body: { text } }),
          invalidates: [getNote],
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual(['uno']));
    await waitFor(() => expect(result.current.b.data).toBeDefined());
    calls.length = 0;
    await act(() => result.current.save.mutateAsync('nuovo'));
    // Resolved only once the invalidated answers on screen were fetched again.
    expect(calls.sort()).toEqual(['GET /notes/a', 'GET /notes/b', 'PUT /notes/a']);
    expect(services.queryClient.getQueryState(endpointQueryKey(listNotes, {}))?.isInvalidated).toBe(
      false,
    );
  });

  it('invalidates nothing when the call fails, unless asked to on settle', async () => {
    const { services, calls, wrapper } = setUp();
    services.http.api.defaults.adapter = fakeAdapter((config) => {
      calls.push(`${config.method?.toUpperCase()} ${config.url}`);
      return config.method === 'put' ? { status: 409, data: { message: 'No.' } } : { status: 404 };
    });
    await services.queryClient.ensureQueryData(endpointQuery(listNotes, {}));
    const { result } = renderHook(
      () => ({
        onSuccess: useEndpointMutation(saveNote, {
          invalidates: [listNotes],
          request: { skipErrorToast: true },
        }),
        onSettled: useEndpointMutation(saveNote, {
          invalidates: [listNotes],
          invalidateWhen: 'settled',
          request: { skipErrorToast: true },
        }),
      }),
      { wrapper },
    );
    const args = { params: { id: 'a' }, body: { text: 'x' } };
    await act(() => result.current.onSuccess.mutateAsync(args).catch(() => undefined));
    const state = () => services.queryClient.getQueryState(endpointQueryKey(listNotes, {}));
    expect(state()?.isInvalidated).toBe(false);
    await act(() => result.current.onSettled.mutateAsync(args).catch(() => undefined));
    expect(state()?.isInvalidated).toBe(true);
  });
});
