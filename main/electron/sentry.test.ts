import { describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({ init: vi.fn() }));
vi.mock('@sentry/electron/main', () => sdk);

const { initSentryMain } = await import('./sentry.ts');

const EMAIL = 'luca.verdi@scuola.example.ch';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoiNyJ9.c2ln';

describe('initSentryMain', () => {
  it('starts the main SDK with the spec rate and scrubs what it sends', async () => {
    await initSentryMain({
      dsn: 'https://public@o1.ingest.sentry.io/42',
      environment: 'production',
      tracesSampleRate: 0.25,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(sdk.init).toHaveBeenCalledTimes(1);
    const options = sdk.init.mock.calls[0]?.[0];
    expect(options).toMatchObject({
      dsn: 'https://public@o1.ingest.sentry.io/42',
      environment: 'production',
      tracesSampleRate: 0.25,
      sendDefaultPii: false,
    });

    // The hooks main really installed, on an event as a renderer would forward it.
    const event = options.beforeSend({
      message: `refresh failed for ${EMAIL}`,
      user: { id: '7', email: EMAIL },
      request: { headers: { Authorization: `Bearer ${TOKEN}` } },
      extra: { body: `{"password":"Segreta1!","refresh_token":"${TOKEN}"}` },
    });
    const sent = JSON.stringify(event);
    for (const secret of [EMAIL, TOKEN, 'Segreta1!']) expect(sent).not.toContain(secret);
    expect(event.user).toEqual({ id: '7' });
    expect(options.beforeBreadcrumb({ message: `GET /sso?code=abc123` }).message).toBe(
      'GET /sso?code=[Filtered]',
    );
    expect(options.beforeSendTransaction({ transaction: `/x?token=${TOKEN}` }).transaction).toBe(
      '/x?token=[Filtered]',
    );
  });
});
