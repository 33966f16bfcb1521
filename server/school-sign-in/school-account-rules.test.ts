import { describe, expect, it } from 'vitest';
import { schoolAccountEmail } from './school-account-rules.ts';

const DOMAINS = ['scuola.example', 'studenti.scuola.example'];

describe('which school identities may look for their account', () => {
  it('answers the lower-cased e-mail of an allowed domain', () => {
    expect(
      schoolAccountEmail({ email: ' Sara.Colombo@Scuola.Example ', emailVerified: true }, DOMAINS),
    ).toEqual({ ok: true, email: 'sara.colombo@scuola.example' });
    // No email_verified at all (Microsoft Entra ID) is not a refusal.
    expect(
      schoolAccountEmail({ email: 'a@studenti.scuola.example', emailVerified: undefined }, DOMAINS),
    ).toEqual({ ok: true, email: 'a@studenti.scuola.example' });
  });

  it('refuses an unverified e-mail, another domain, a sub- or look-alike domain, no e-mail', () => {
    const refused = (email: string | undefined, emailVerified?: boolean) =>
      schoolAccountEmail({ email, emailVerified }, DOMAINS);
    expect(refused('a@scuola.example', false)).toEqual({ ok: false, error: 'email_unverified' });
    expect(refused('a@gmail.com')).toEqual({ ok: false, error: 'domain_refused' });
    expect(refused('a@x.scuola.example')).toEqual({ ok: false, error: 'domain_refused' });
    expect(refused('a@evilscuola.example')).toEqual({ ok: false, error: 'domain_refused' });
    expect(refused('a@scuola.example@gmail.com')).toEqual({ ok: false, error: 'domain_refused' });
    expect(refused('scuola.example')).toEqual({ ok: false, error: 'domain_refused' });
    expect(refused(undefined)).toEqual({ ok: false, error: 'unknown_account' });
  });
});
