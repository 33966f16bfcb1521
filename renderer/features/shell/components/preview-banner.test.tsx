import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { PREVIEW_HEADER } from '#common/http/preview-header.ts';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { levelsFixture } from '../../../testing/journey-fixtures.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';

const BANNER_TEXT =
  'Anteprima della bozza di «scuola-rossi»: quello che vedi non è ancora pubblicato.';

function renderPreviewEntry(admin: boolean) {
  const previewHeaders: (string | null)[] = [];
  const fakes = answerFrom([
    on(journeyEndpoints.getProfessorLevels, ({ config }) => {
      previewHeaders.push((config.headers.get(PREVIEW_HEADER) as string | undefined) ?? null);
      return { status: 200, data: levelsFixture() };
    }),
    on(journeyEndpoints.getLevels, { status: 200, data: levelsFixture() }),
  ]);
  window.localStorage.setItem(STORAGE_KEYS.mapTutorialSeen, 'yes');
  const view = renderApp({
    path: '/studio/scuola-rossi/anteprima',
    role: 'professor',
    claims: { admin },
    api: fakes,
  });
  return { ...view, previewHeaders };
}

describe('draft preview in the shell', () => {
  it('enters the preview, shows the map with the banner and leaves it for the studio', async () => {
    const { router, user, previewHeaders, services } = renderPreviewEntry(true);
    expect(await screen.findByText(BANNER_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/map'));
    await waitFor(() => expect(previewHeaders).toContain('scuola-rossi'));
    expect(services.preview.get()).toBe('scuola-rossi');

    await user.click(screen.getByRole('button', { name: "Esci dall'anteprima" }));
    await waitFor(() => expect(currentPath(router)).toBe('/studio/scuola-rossi'));
    expect(screen.queryByText(BANNER_TEXT)).toBeNull();
    expect(services.preview.get()).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.previewPack)).toBeNull();
  });

  it('clears the cached answers on leaving, so draft and published ones never mix', async () => {
    const { services } = renderPreviewEntry(true);
    await screen.findByText(BANNER_TEXT);
    services.queryClient.setQueryData(['pubblicato'], 'vecchio');
    services.preview.leave();
    expect(services.queryClient.getQueryData(['pubblicato'])).toBeUndefined();
  });

  it('is no page for anyone without the admin flag, who stays out of the preview', async () => {
    const { services, router } = renderPreviewEntry(false);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/studio/scuola-rossi/anteprima');
    expect(screen.queryByText(BANNER_TEXT)).toBeNull();
    expect(services.preview.get()).toBeNull();
  });

  it('shows no banner when no draft is previewed', async () => {
    renderApp({
      path: '/map',
      role: 'professor',
      api: answerFrom([
        on(journeyEndpoints.getProfessorLevels, { status: 200, data: levelsFixture() }),
      ]),
    });
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Esci dall'anteprima" })).toBeNull();
  });
});
