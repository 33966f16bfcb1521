import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createTrackerToken, isTrackerTokenRefused } from './tracker-token.ts';

const answered = (status: number) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: {},
  });

describe('tracker token', () => {
  it('tells a refused token (403) from other failures', () => {
    expect(isTrackerTokenRefused(answered(403))).toBe(true);
    expect(isTrackerTokenRefused(answered(401))).toBe(false);
    expect(isTrackerTokenRefused(answered(500))).toBe(false);
    expect(isTrackerTokenRefused(new Error('offline'))).toBe(false);
  });

  it('fetches the token once, and again only after the server refused it', async () => {
    let issued = 0;
    const fetchToken = vi.fn(async () => `token-${++issued}`);
    const onRefused = vi.fn(async () => undefined);
    const tokens = createTrackerToken(fetchToken, onRefused);
    const used: string[] = [];
    const send = (fail?: Error) =>
      tokens.send(async (token) => {
        used.push(token);
        if (fail) throw fail;
        return 'ok';
      });

    await expect(send()).resolves.toBe('ok');
    await send();
    // A lost ping is not a refusal: the token stays.
    await expect(send(new Error('offline'))).rejects.toThrow('offline');
    await expect(send(answered(403))).rejects.toBeInstanceOf(AxiosError);
    expect(onRefused).toHaveBeenCalledTimes(1);
    await send();
    expect(used).toEqual(['token-1', 'token-1', 'token-1', 'token-1', 'token-2']);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('fetches again at the next beat when fetching the token failed', async () => {
    const fetchToken = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('token');
    const tokens = createTrackerToken(fetchToken);
    const send = vi.fn(async (token: string) => token);
    await expect(tokens.send(send)).rejects.toThrow('offline');
    expect(send).not.toHaveBeenCalled();
    await expect(tokens.send(send)).resolves.toBe('token');
  });
});
