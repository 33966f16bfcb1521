import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import type { ErasureState } from '#common/api/privacy/privacy.ts';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { Role } from '#common/auth/roles.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on, type EndpointFake } from '../../../testing/fake-endpoints.ts';
import { ownProfileFixture } from '../../../testing/profile-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  // jsdom has no object URLs nor real downloads: record the file the browser would save.
  URL.createObjectURL = vi.fn(() => 'blob:tj/dati');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

afterEach(() => vi.restoreAllMocks());

function renderMyData(options: { role?: Role; fakes?: EndpointFake[] } = {}) {
  const role = options.role ?? 'student';
  const erasureCalls: string[] = [];
  let erasure: ErasureState = { state: 'none', requested_at: null };
  const view = renderApp({
    path: '/settings',
    role,
    claims: { user_id: '41' },
    api: answerFrom([
      ...(options.fakes ?? []),
      on(profileEndpoints.getProfile, {
        status: 200,
        data: ownProfileFixture({
          earnedTags: [],
          overrides: role === 'student' ? {} : { role, school_year: null },
        }),
      }),
      on(privacyEndpoints.getMyErasure, () => ({ status: 200, data: erasure })),
      on(privacyEndpoints.requestErasure, () => {
        erasureCalls.push('request');
        erasure = { state: 'pending', requested_at: '2026-11-20T09:30:00Z' };
        return { status: 200, data: erasure };
      }),
      on(privacyEndpoints.cancelErasure, () => {
        erasureCalls.push('cancel');
        erasure = { state: 'none', requested_at: null };
        return { status: 200, data: erasure };
      }),
    ]),
  });
  return { ...view, erasureCalls };
}

const panel = () => screen.findByRole('region', { name: 'I miei dati' });

describe('"I miei dati"', () => {
  it('downloads the ZIP of the own data, showing that it is being prepared', async () => {
    let release: (answer: FakeAnswer) => void = () => undefined;
    const { user, apiCalls } = renderMyData({
      fakes: [
        on(
          privacyEndpoints.exportMyData,
          () => new Promise<FakeAnswer>((resolve) => (release = resolve)),
        ),
      ],
    });
    const region = await panel();
    await user.click(within(region).getByRole('button', { name: 'Scarica i miei dati' }));
    expect(within(region).getByRole('button', { name: 'Preparazione del file…' })).toBeDisabled();
    expect(within(region).getByRole('status')).toHaveTextContent(/Stiamo raccogliendo/);
    release({ status: 200, data: new Blob(['zip']) });
    expect(await screen.findByText('Download completato con successo.')).toBeInTheDocument();
    expect(saved).toEqual(['i-miei-dati.zip']);
    expect(apiCalls).toContain('GET /tech-journey/my-data/export');
    expect(within(region).getByRole('button', { name: 'Scarica i miei dati' })).toBeEnabled();
  });

  it("keeps the server's refusal under the button", async () => {
    const { user } = renderMyData({
      fakes: [
        on(privacyEndpoints.exportMyData, {
          status: 429,
          data: new Blob([
            JSON.stringify({ message: 'Hai già scaricato i tuoi dati da poco.', code: 'limited' }),
          ]),
        }),
      ],
    });
    const region = await panel();
    await user.click(within(region).getByRole('button', { name: 'Scarica i miei dati' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Non è stato possibile scaricare i tuoi dati. Hai già scaricato i tuoi dati da poco.',
    );
    expect(saved).toEqual([]);
  });

  it('lets a professor download the data, with no erasure request', async () => {
    const { apiCalls } = renderMyData({ role: 'professor' });
    const region = await panel();
    expect(within(region).getByRole('button', { name: 'Scarica i miei dati' })).toBeEnabled();
    expect(within(region).queryByRole('button', { name: /cancellazione/ })).toBeNull();
    expect(apiCalls).not.toContain('GET /tech-journey/my-data/erasure');
  });
});

describe('the erasure request', () => {
  it('says what erasure means, asks only once confirmed, then shows the request and withdraws it', async () => {
    const { user, erasureCalls } = renderMyData();
    const region = await panel();
    const ask = await within(region).findByRole('button', {
      name: "Chiedi la cancellazione dell'account",
    });

    await user.click(ask);
    let dialog = await screen.findByRole('dialog', {
      name: "Chiedere la cancellazione dell'account?",
    });
    expect(dialog).toHaveTextContent(/un tuo professore o il personale della scuola conferma/);
    expect(dialog).toHaveTextContent(/hobby, le tue competenze e le notifiche sono cancellati/);
    expect(dialog).toHaveTextContent(/«Utente rimosso»/);
    expect(dialog).toHaveTextContent(/quiz e le presenze restano senza il tuo nome/);
    expect(dialog).toHaveTextContent(/certificati già rilasciati restano/);
    expect(dialog).toHaveTextContent(/termina su tutti i dispositivi/);
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(erasureCalls).toEqual([]);

    await user.click(ask);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Chiedi la cancellazione' }));
    expect(
      await within(region).findByText(/Hai chiesto la cancellazione dell'account il 20\.11\.2026/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(erasureCalls).toEqual(['request']);

    await user.click(within(region).getByRole('button', { name: 'Annulla la richiesta' }));
    expect(
      await within(region).findByRole('button', { name: "Chiedi la cancellazione dell'account" }),
    ).toBeInTheDocument();
    expect(within(region).queryByText(/Hai chiesto la cancellazione/)).toBeNull();
    expect(erasureCalls).toEqual(['request', 'cancel']);
  });
});
