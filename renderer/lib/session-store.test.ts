import { describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../testing/fake-session.ts';
import { createSessionStore } from './session-store.ts';

describe('session store', () => {
  it('asks the bridge once and decodes the claims', async () => {
    const token = fakeToken('professor');
    const getAccessToken = vi.fn(async () => token);
    const store = createSessionStore({ getAccessToken });
    await Promise.all([store.ready(), store.ready()]);
    expect(getAccessToken).toHaveBeenCalledTimes(1);
    expect(store.get().claims?.role).toBe('professor');
  });

  it('treats a token it cannot read as no session', () => {
    const store = createSessionStore({ getAccessToken: async () => null });
    store.setAccessToken('not-a-jwt');
    expect(store.get()).toEqual({ accessToken: null, claims: null });
  });

  it('keeps a sign-in that finished while the bridge was answering', async () => {
    let answer: (token: string | null) => void = () => undefined;
    const store = createSessionStore({
      getAccessToken: () => new Promise((resolve) => (answer = resolve)),
    });
    const ready = store.ready();
    const fresh = fakeToken('student');
    store.setAccessToken(fresh);
    answer(null);
    await ready;
    expect(store.get().accessToken).toBe(fresh);
  });

  it('notifies subscribers and clears', () => {
    const store = createSessionStore({ getAccessToken: async () => null });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setAccessToken(fakeToken('visitor'));
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get().claims).toBeNull();
  });
});
