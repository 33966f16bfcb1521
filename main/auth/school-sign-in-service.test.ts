import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { SCHOOL_SIGN_IN_ERRORS } from '#common/api/school-sign-in/school-sign-in.ts';
import type { SignInResult } from '#common/ipc/contract.ts';
import { createDeepLinkInbox } from '../deep-links/deep-link-inbox.ts';
import { newPkcePair } from './pkce-pair.ts';
import { createSchoolSignInService } from './school-sign-in-service.ts';

const CODE = 'c'.repeat(43);
const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function setUp(openExternal = vi.fn(async (_url: string) => undefined)) {
  const redeem = vi.fn(async (_code: string, _verifier: string): Promise<SignInResult> => ({
    ok: true,
    accessToken: 'school-access',
  }));
  const service = createSchoolSignInService({
    openExternal,
    apiBaseUrl: () => 'https://tj.scuola.example/api/tj/',
    redeem,
    logger,
    newPair: () => ({ verifier: 'v'.repeat(43), challenge: 'h'.repeat(43) }),
  });
  return { service, openExternal, redeem };
}

describe('signing in with the school account from the desktop app', () => {
  it('opens the system browser on the start address with the PKCE challenge only', async () => {
    const { service, openExternal } = setUp();
    void service.start();
    await vi.waitFor(() => expect(openExternal).toHaveBeenCalledTimes(1));
    expect(openExternal).toHaveBeenCalledWith(
      `https://tj.scuola.example/api/tj/auth/school/start?client=desktop&challenge=${'h'.repeat(43)}`,
    );
    expect(openExternal.mock.calls[0]![0]).not.toContain('v'.repeat(43));
  });

  it('redeems the code of the app link with its verifier and answers the session', async () => {
    const { service, redeem } = setUp();
    const result = service.start();
    expect(service.receiveLink(`tech-journey://school-sign-in?code=${CODE}`)).toBe(true);
    await expect(result).resolves.toEqual({ ok: true, accessToken: 'school-access' });
    expect(redeem).toHaveBeenCalledWith(CODE, 'v'.repeat(43));
  });

  it("answers the server's refusal in Italian", async () => {
    const { service, redeem } = setUp();
    const result = service.start();
    service.receiveLink('tech-journey://school-sign-in?error=domain_refused');
    await expect(result).resolves.toMatchObject({
      ok: false,
      code: 'domain_refused',
      message: SCHOOL_SIGN_IN_ERRORS.domain_refused,
    });
    expect(redeem).not.toHaveBeenCalled();
  });

  it('ignores a school link nobody here asked for, and leaves other links alone', async () => {
    const { service, redeem } = setUp();
    expect(service.receiveLink(`tech-journey://school-sign-in?code=${CODE}`)).toBe(true);
    expect(redeem).not.toHaveBeenCalled();
    expect(service.receiveLink('tech-journey://map')).toBe(false);
    expect(service.receiveLink('tech-journey://school-sign-in-other')).toBe(false);
    expect(service.receiveLink(42)).toBe(false);
  });

  it('ends a previous start as cancelled, and a browser that cannot open as unavailable', async () => {
    const { service } = setUp();
    const first = service.start();
    const second = service.start();
    await expect(first).resolves.toMatchObject({ ok: false, code: 'cancelled' });
    service.receiveLink('tech-journey://school-sign-in?error=<script>');
    await expect(second).resolves.toMatchObject({ ok: false, code: 'failed' });
    const failing = setUp(vi.fn(async () => Promise.reject(new Error('no browser'))));
    await expect(failing.service.start()).resolves.toMatchObject({ code: 'unavailable' });
  });

  it('takes its links before the deep-link inbox, which never hands them to the page', async () => {
    const { service } = setUp();
    const inbox = createDeepLinkInbox(logger);
    inbox.intercept((raw) => service.receiveLink(raw));
    const result = service.start();
    expect(inbox.receive(`tech-journey://school-sign-in?code=${CODE}`)).toBe(true);
    expect(inbox.takePending()).toBeNull();
    await expect(result).resolves.toMatchObject({ ok: true });
    expect(inbox.receive('tech-journey://map')).toBe(true);
    expect(inbox.takePending()).toBe('/map');
  });

  it('makes a 43-character verifier and its S256 challenge', () => {
    const pair = newPkcePair();
    expect(pair.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pair.challenge).toBe(createHash('sha256').update(pair.verifier).digest('base64url'));
    expect(newPkcePair().verifier).not.toBe(pair.verifier);
  });
});
