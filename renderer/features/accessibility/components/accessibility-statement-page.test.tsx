import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';
import { KNOWN_NON_CONFORMITIES } from './statement-facts.ts';

const TITLE = 'Dichiarazione di accessibilità';

describe('the accessibility statement', () => {
  it('is reached signed out from the footer of the sign-in page, and stays there', async () => {
    const { user, router } = renderApp({ path: '/sign-in', role: null });
    await screen.findByRole('heading', { name: 'Accedi alla Tech Journey' });
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: TITLE }));
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect(currentPath(router)).toBe('/accessibilita');
  });

  it('follows the AgID model: status, what does not conform, date and methods, feedback, enforcement', async () => {
    renderApp({ path: '/accessibilita', role: null });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Stato di conformità',
      'Contenuti non accessibili',
      'Redazione della dichiarazione',
      'Meccanismo di feedback e informazioni di contatto',
      'Procedura di attuazione',
    ]);
    const status = screen.getByRole('region', { name: 'Stato di conformità' });
    expect(status).toHaveTextContent('parzialmente conforme');
    const gaps = screen.getByRole('region', { name: 'Contenuti non accessibili' });
    expect(within(gaps).getAllByRole('listitem')).toHaveLength(KNOWN_NON_CONFORMITIES.length);
    expect(gaps).toHaveTextContent(/sottotitoli/);
    const preparation = screen.getByRole('region', { name: 'Redazione della dichiarazione' });
    expect(preparation).toHaveTextContent('redatta il 27.11.2026');
    expect(preparation).toHaveTextContent(/axe-core/);
    expect(preparation).toHaveTextContent(/solo con la tastiera/);
    expect(preparation).toHaveTextContent(/200%.*320 pixel/);
    const enforcement = screen.getByRole('region', { name: 'Procedura di attuazione' });
    expect(enforcement).toHaveTextContent(/Difensore civico per il digitale.*form\.agid\.gov\.it/);
    // Plain text: no outside link whose life nothing here checks.
    expect(within(enforcement).queryByRole('link')).toBeNull();
  });

  it('gives the configured address to report a barrier', async () => {
    renderApp({ path: '/accessibilita', role: 'student' });
    const feedback = await screen.findByRole('region', {
      name: 'Meccanismo di feedback e informazioni di contatto',
    });
    expect(
      within(feedback).getByRole('link', { name: 'accessibilita@scuola.example' }),
    ).toHaveAttribute('href', 'mailto:accessibilita@scuola.example');
  });

  it("names the school's office when no address is configured (a desktop without one)", async () => {
    renderApp({ path: '/accessibilita', role: 'student', config: { accessibilityEmail: '' } });
    const feedback = await screen.findByRole('region', {
      name: 'Meccanismo di feedback e informazioni di contatto',
    });
    expect(within(feedback).queryByRole('link')).toBeNull();
    expect(feedback).toHaveTextContent(/segreteria della tua scuola/);
  });

  it('opens from /welcome for a student whose journey is still locked', async () => {
    const { user, router } = renderApp({ path: '/welcome', role: 'student', unlocked: false });
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: TITLE }));
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect(currentPath(router)).toBe('/accessibilita');
  });

  it('is linked from the footer of every signed-in page', async () => {
    const { user, router } = renderApp({ path: '/levels', role: 'professor' });
    await screen.findByRole('heading', { name: 'Livelli' });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: TITLE }));
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect(currentPath(router)).toBe('/accessibilita');
  });
});
