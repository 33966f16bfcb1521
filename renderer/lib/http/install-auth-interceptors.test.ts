import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { fakeAdapter, type FakeAnswer } from '../../testing/fake-adapter.ts';
import { singleFlight } from '#common/async/single-flight.ts';
import { createHttpClient } from './create-http-client.ts';
import { installAuthInterceptors, type ServiceClientDeps } from './install-auth-interceptors.ts';

function setUp(answer: (config: InternalAxiosRequestConfig, call: number) => FakeAnswer) {
  let token: string | null = 'old';
  const refresh = vi.fn(async () => {
    token = 'new';
    return token;
  });
  const deps = {
    getAccessToken: () => token,
    // Stands for the bridge's refresh, which is single-flight (main's on the desktop).
    refresh: singleFlight(refresh) as ServiceClientDeps['refresh'],
    onSessionExpired: vi.fn(),
    onPasswordExpired: vi.fn(),
    onFatal: vi.fn(),
    onError: vi.fn(),
  };
  const seen: (string | undefined)[] = [];
  const client = createHttpClient({ baseURL: '/api/tj' });
  client.defaults.adapter = fakeAdapter((config) => {
    seen.push(config.headers.get('Authorization') as string | undefined);
    return answer(config, seen.length);
  });
  installAuthInterceptors(client, deps);
  return { client, deps, refresh, seen, setToken: (next: string | null) => (token = next) };
}

describe('service client interceptors', () => {
  it('attaches the bearer token', async () => {
    const { client, seen } = setUp(() => ({ status: 200, data: { ok: true } }));
    await expect(client.get('/x')).resolves.toMatchObject({ data: { ok: true } });
    expect(seen).toEqual(['Bearer old']);
  });

  it('sends no header without a session or when asked not to', async () => {
    const { client, seen, setToken } = setUp(() => ({ status: 200 }));
    await client.get('/public', { skipAuth: true });
    setToken(null);
    await client.get('/x');
    expect(seen).toEqual([undefined, undefined]);
  });

  it('refreshes after a 401 and retries the call once with the new token', async () => {
    const { client, deps, refresh, seen } = setUp((_config, call) =>
      call === 1
        ? { status: 401, data: { message: 'Sessione scaduta.', code: 'token_expired' } }
        : { status: 200, data: 'ok' },
    );
    await expect(client.get('/x')).resolves.toMatchObject({ data: 'ok' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('makes one refresh for many simultaneous 401s', async () => {
    const { client, refresh } = setUp((config) =>
      config.headers.get('Authorization') === 'Bearer old' ? { status: 401 } : { status: 200 },
    );
    await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh fails', async () => {
    const { client, deps, seen } = setUp(() => ({ status: 401 }));
    deps.refresh = vi.fn(async () => null);
    // The interceptor captured deps by reference, so the replaced refresh is the one used.
    await expect(client.get('/x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(deps.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('ends the session when the retried call is refused again, without looping', async () => {
    const { client, deps, refresh, seen } = setUp(() => ({ status: 401 }));
    await expect(client.get('/x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
    expect(deps.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it.each<[string, FakeAnswer]>([
    ['a network failure', 'network'],
    [
      'a 503',
      { status: 503, data: { message: 'Servizio non disponibile.', code: 'service_unavailable' } },
    ],
  ])('shows the fatal page on %s', async (_case, answer) => {
    const { client, deps } = setUp(() => answer);
    await expect(client.get('/x')).rejects.toBeDefined();
    expect(deps.onFatal).toHaveBeenCalledTimes(1);
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it("shows the server's Italian message for other failures", async () => {
    const { client, deps } = setUp(() => ({
      status: 409,
      data: { message: 'Contenuto già salvato.', code: 'conflict' },
    }));
    await expect(client.post('/x')).rejects.toBeDefined();
    expect(deps.onError).toHaveBeenCalledWith('Contenuto già salvato.');
    expect(deps.onFatal).not.toHaveBeenCalled();
  });

  it('falls back to the client error text when the body is not ours', async () => {
    const { client, deps } = setUp(() => ({ status: 500, data: '<html>' }));
    await expect(client.get('/x')).rejects.toBeDefined();
    expect(deps.onError).toHaveBeenCalledWith('Request failed with status code 500');
  });

  it('reads the message of a failed file download', async () => {
    const body = new Blob([
      JSON.stringify({ message: 'Certificato non trovato.', code: 'not_found' }),
    ]);
    const { client, deps } = setUp(() => ({ status: 404, data: body }));
    await expect(client.get('/file', { responseType: 'blob' })).rejects.toBeDefined();
    expect(deps.onError).toHaveBeenCalledWith('Certificato non trovato.');
  });

  it('stays silent when the caller shows its own message', async () => {
    const { client, deps } = setUp(() => ({ status: 422, data: { message: 'No.', code: 'x' } }));
    await expect(client.get('/x', { skipErrorToast: true })).rejects.toBeDefined();
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('leads to the password page, without a toast, when the one-time password must change first', async () => {
    const refusal = {
      message: 'Devi cambiare la password prima di continuare.',
      code: 'password_expired',
    };
    const { client, deps } = setUp(() => ({ status: 403, data: refusal }));
    await expect(client.get('/x')).rejects.toMatchObject({ response: { status: 403 } });
    // A background call that shows no message of its own leads there too.
    await expect(client.get('/bell', { skipErrorToast: true })).rejects.toBeDefined();
    const file = new Blob([JSON.stringify(refusal)]);
    const download = setUp(() => ({ status: 403, data: file }));
    await expect(download.client.get('/file', { responseType: 'blob' })).rejects.toBeDefined();
    expect(deps.onPasswordExpired).toHaveBeenCalledTimes(2);
    expect(download.deps.onPasswordExpired).toHaveBeenCalledTimes(1);
    expect(deps.onError).not.toHaveBeenCalled();
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
  });

  it('shows any other 403 as a toast', async () => {
    const { client, deps } = setUp(() => ({
      status: 403,
      data: { message: 'Non hai i permessi per questa operazione.', code: 'forbidden' },
    }));
    await expect(client.get('/x')).rejects.toBeDefined();
    expect(deps.onError).toHaveBeenCalledWith('Non hai i permessi per questa operazione.');
    expect(deps.onPasswordExpired).not.toHaveBeenCalled();
  });

  it('counts only 200-299 as success', async () => {
    const { client, deps } = setUp(() => ({ status: 304 }));
    await expect(client.get('/x')).rejects.toBeDefined();
    expect(deps.onError).toHaveBeenCalled();
  });
});
