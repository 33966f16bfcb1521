import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('HG_SMTP_URL and HG_SMTP_FROM', () => {
  it('are both unset by default: no self-service reset', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, smtpFrom: '' });
  });

  it('read an smtp:// or smtps:// URL with credentials and a sender address', () => {
    const config = loadConfig({
      HG_SMTP_URL: 'smtps://segreteria:pa%24%24@smtp.scuola.example',
      HG_SMTP_FROM: 'NoReply@Scuola.example',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://segreteria:pa%24%24@smtp.scuola.example',
      smtpFrom: 'noreply@scuola.example',
    });
    expect(
      loadConfig({ HG_SMTP_URL: 'smtp://relay.scuola.example:587', HG_SMTP_FROM: 'a@b.example' })
        .smtpUrl,
    ).toBe('smtp://relay.scuola.example:587');
  });

  it('refuse other schemes, half credentials and a path, never echoing the URL', () => {
    for (const [url, message] of [
      ['https://user:secret@smtp.scuola.example', /HG_SMTP_URL must be an smtp:\/\/ or smtps:\/\//],
      ['smtp//nothing', /HG_SMTP_URL must be an smtp:\/\/ or smtps:\/\//],
      ['smtps://user@smtp.scuola.example', /both a user name and a password, or neither/],
      ['smtps://user:secret@smtp.scuola.example/inbox', /HG_SMTP_URL must have no path/],
    ] as const) {
      const load = () => loadConfig({ HG_SMTP_URL: url, HG_SMTP_FROM: 'a@b.example' });
      expect(load, url).toThrow(message);
      try {
        load();
      } catch (error) {
        expect((error as Error).message).not.toContain('secret');
      }
    }
  });

  it('want both or neither, and one plain sender address', () => {
    expect(() => loadConfig({ HG_SMTP_URL: 'smtps://smtp.scuola.example' })).toThrow(
      /HG_SMTP_FROM is needed with HG_SMTP_URL/,
    );
    expect(() => loadConfig({ HG_SMTP_FROM: 'a@b.example' })).toThrow(
      /HG_SMTP_FROM is set but HG_SMTP_URL is not/,
    );
    expect(() =>
      loadConfig({
        HG_SMTP_URL: 'smtps://smtp.scuola.example',
        HG_SMTP_FROM: 'Scuola <a@b.example>',
      }),
    ).toThrow(/HG_SMTP_FROM must be one e-mail address/);
  });
});
