import { expect, test } from '@playwright/test';
import { signIn } from '../../testing/sign-in.ts';

// One representative row per role of the role-block table (spec 01 §2); the full table is
// covered by the guard unit tests.
const cases = [
  { email: 'docente@demo.test', path: '/courses', landsOn: /\/$/ },
  { email: 'docente@demo.test', path: '/classroom-management', landsOn: /\/classroom-management$/ },
  { email: 'studente2@demo.test', path: '/report', landsOn: /\/$/ },
  { email: 'studente2@demo.test', path: '/PROFILE/CV', landsOn: /\/profile$/ },
  { email: 'sorintian@demo.test', path: '/settings', landsOn: /\/$/ },
  { email: 'visitatore@demo.test', path: '/live/watch', landsOn: /\/$/ },
];

for (const { email, path, landsOn } of cases) {
  test(`${email} opening ${path}`, async ({ page }) => {
    await signIn(page, email);
    await page.goto(path);
    await expect(page).toHaveURL(landsOn);
  });
}
