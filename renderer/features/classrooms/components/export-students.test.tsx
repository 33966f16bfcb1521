import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { fakeClassroomsApi, fakeState } from '../testing/fake-classrooms-api.ts';
import { renderClassrooms } from '../testing/render-classrooms.tsx';

const saved: string[] = [];

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.classroomTutorialSeen, 'yes');
  saved.length = 0;
  // jsdom has no object URLs nor real downloads: record the link the browser would follow.
  URL.createObjectURL = vi.fn(() => 'blob:tj/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

afterEach(() => vi.restoreAllMocks());

describe('export of students', () => {
  it('downloads the XLSX of the selected students with the download toasts', async () => {
    let sent: unknown = null;
    const { user } = renderClassrooms({
      api: fakeClassroomsApi(
        fakeState(),
        answerFrom([
          on(classroomEndpoints.exportStudents, ({ body }) => {
            sent = body;
            return { status: 200, data: new Blob(['xlsx']) };
          }),
        ]),
      ),
    });
    await user.click(await screen.findByRole('button', { name: /^4B Informatica/ }));
    const exportButton = await screen.findByRole('button', { name: 'Esporta selezionati (XLSX)' });
    expect(exportButton).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleziona Sara Colombo' }));
    await user.click(exportButton);
    expect(await screen.findByText('Download completato con successo.')).toBeInTheDocument();
    expect(sent).toEqual({ ids: ['11'] });
    expect(saved).toEqual(['studenti.xlsx']);
  });
});
