import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAccessClaims } from '#common/auth/claims.ts';
import { desktopLogin, login, refreshWithBody } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { AccountsUsageError, parseAccountsArgs, runAccountsCommand } from './operator-accounts.ts';

const passwordIn = (output: string) => /One-time password: (\S+)$/.exec(output)![1]!;

describe('npm run accounts: arguments', () => {
  it('reads create and reset', () => {
    expect(
      parseAccountsArgs([
        'create',
        '--role',
        'professor',
        '--email',
        'A@B.it',
        '--name',
        'Anna Bo',
        '--admin',
      ]),
    ).toEqual({
      kind: 'create',
      role: 'professor',
      email: 'a@b.it',
      name: 'Anna Bo',
      admin: true,
      schoolYear: null,
    });
    expect(parseAccountsArgs(['reset', '--email', 'x@y.it'])).toEqual({
      kind: 'reset',
      email: 'x@y.it',
    });
  });

  it.each([
    [['delete', '--email', 'x@y.it']],
    [['create', '--role', 'boss', '--email', 'x@y.it', '--name', 'X']],
    [['create', '--role', 'visitor', '--email', 'not-an-email', '--name', 'X']],
    [['create', '--role', 'visitor', '--email', 'x@y.it']],
    [['create', '--role', 'visitor', '--email', 'x@y.it', '--name', 'X', '--admin']],
    [['create', '--role', 'professor', '--email', 'x@y.it', '--name', 'X', '--school-year', '3']],
    [['create', '--role', 'student', '--email', 'x@y.it', '--name', 'X', '--school-year', '8']],
    [['reset', '--email']],
  ])('refuses %j with the usage', (argv) => {
    expect(() => parseAccountsArgs(argv)).toThrow(AccountsUsageError);
  });
});

describe(`npm run accounts: on the database (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a company user who must choose a password at the first sign-in', async () => {
    const output = await runAccountsCommand(
      t.db,
      parseAccountsArgs([
        'create',
        '--role',
        'sorintian',
        '--email',
        'hr@azienda.it',
        '--name',
        'Ufficio HR',
      ]),
      new Date(),
    );
    const signedIn = await login(t.app, 'hr@azienda.it', {
      password: passwordIn(output),
      desktop: true,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(decodeAccessClaims(signedIn.json().access_token)).toMatchObject({
      role: 'sorintian',
      password_expired: true,
      admin: false,
    });
    await expect(
      runAccountsCommand(
        t.db,
        parseAccountsArgs([
          'create',
          '--role',
          'visitor',
          '--email',
          'hr@azienda.it',
          '--name',
          'X',
        ]),
        new Date(),
      ),
    ).rejects.toThrow(/exists already/);
  });

  it('resets a password and ends the sessions', async () => {
    const session = await desktopLogin(t.app, 'visitatore@demo.test');
    const output = await runAccountsCommand(
      t.db,
      parseAccountsArgs(['reset', '--email', 'visitatore@demo.test']),
      new Date(),
    );
    expect((await refreshWithBody(t.app, session.refresh_token)).statusCode).toBe(401);
    expect((await login(t.app, 'visitatore@demo.test')).statusCode).toBe(401);
    expect(
      (await login(t.app, 'visitatore@demo.test', { password: passwordIn(output) })).statusCode,
    ).toBe(200);
    await expect(
      runAccountsCommand(
        t.db,
        parseAccountsArgs(['reset', '--email', 'nessuno@demo.test']),
        new Date(),
      ),
    ).rejects.toThrow(AccountsUsageError);
  });
});
