import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../../testing/sign-in.ts';

// A one-time `app` link comes from whoever asked for it: opening one must never sign anybody in
// by itself, nor replace the session of whoever opens it.

/** studente2 (Sara Colombo) asks for an `app` code, as a student could to send it around. */
async function appCodeOfStudente2(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/tj/auth/login', {
    data: { email: 'studente2@demo.test', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const issued = await request.post('/api/tj/auth/sso/code', {
    headers: { authorization: `Bearer ${token}` },
    data: { audience: 'app' },
  });
  expect(issued.status()).toBe(200);
  return ((await issued.json()) as { code: string }).code;
}

test('without a session the link names its account, and only the click signs in', async ({
  page,
  request,
}) => {
  const code = await appCodeOfStudente2(request);
  await page.goto(`/auth/sso?code=${code}`);
  await expect(
    page.getByText(
      'Questo link ti fa accedere come Sara Colombo (studente). Continua solo se è il tuo account.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sso$/);
  await expect(page.getByRole('button', { name: 'Accedi come Sara Colombo' })).toBeFocused();

  // 'Annulla': no session, and the code is still there for its owner.
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/map');
  await expect(page).toHaveURL(/\/sign-in$/);

  // The same link again; this time the keyboard confirms.
  await page.goto(`/auth/sso?code=${code}`);
  await expect(page.getByRole('button', { name: 'Accedi come Sara Colombo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toBeVisible();

  // Used now: a third opening is refused, in another browser as well.
  const stranger = await page.context().browser()!.newPage();
  await stranger.goto(`/auth/sso?code=${code}`);
  await expect(stranger.getByRole('alert')).toHaveText(
    'Il link di accesso non è valido, è scaduto o è già stato usato.',
  );
  await stranger.close();
});

test('with a session open the link is left unused and the session stays', async ({
  page,
  request,
}) => {
  await signIn(page, 'docente@demo.test');
  const code = await appCodeOfStudente2(request);
  await page.goto(`/auth/sso?code=${code}`);
  await expect(page.getByText("Hai già effettuato l'accesso come Paola Ferrari.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sso$/);
  await page.getByRole('link', { name: 'Vai alla home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Still the professor's session: her own entries are there.
  await expect(page.getByRole('link', { name: 'GESTIONE CLASSI' }).first()).toBeVisible();
  // And the code was not used up.
  const preview = await request.post('/api/tj/auth/sso/preview', { data: { code } });
  expect(preview.status()).toBe(200);
  expect(await preview.json()).toEqual({ name: 'Sara Colombo', role: 'student' });
});
