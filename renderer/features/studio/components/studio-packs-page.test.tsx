import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('the studio’s packs page', () => {
  it('lists the packs the user may author with their drafts, each linking to its workspace', async () => {
    renderApp({
      path: '/studio',
      role: 'professor',
      claims: { admin: true },
      api: answerFrom([
        on(studioEndpoints.listStudioPacks, {
          status: 200,
          data: [
            {
              key: 'local',
              title: 'Contenuti della scuola',
              version: '1',
              drafts: 3,
              access: 'admin',
            },
            {
              key: 'demo',
              title: 'Demo Tech Journey',
              version: '2026.11',
              drafts: 0,
              access: 'admin',
            },
          ],
        }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Pacchetti' });
    const [local, demo] = within(list).getAllByRole('listitem');
    expect(within(local!).getByRole('link', { name: 'Contenuti della scuola' })).toHaveAttribute(
      'href',
      '/studio/local',
    );
    expect(local).toHaveTextContent('3 elementi in bozza');
    expect(demo).toHaveTextContent('Versione 2026.11');
    expect(demo).toHaveTextContent('Nessuna bozza');
  });

  it('says when the packs cannot be loaded, with Riprova', async () => {
    renderApp({
      path: '/studio',
      role: 'professor',
      claims: { admin: true },
      api: answerFrom([
        on(studioEndpoints.listStudioPacks, {
          status: 500,
          data: {
            message: 'Errore interno del server. Riprova più tardi.',
            code: 'internal_error',
          },
        }),
      ]),
    });
    expect(await screen.findByText('Impossibile caricare i pacchetti.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeVisible();
  });
});
