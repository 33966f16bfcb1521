import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportsAnswers } from '../testing/report-fixtures.ts';
import { renderReports } from '../testing/render-reports.tsx';

const download = vi.fn(async () => ({ state: 'completed' as const }));

vi.mock('../../../lib/downloads/use-download.ts', () => ({
  useDownload: () => ({
    download,
    isDownloading: false,
    canOpenFiles: false,
    openFile: vi.fn(),
    showInFolder: vi.fn(),
  }),
}));

const CERTIFICATE = 'a1b2c3d4e5f6a1b2c3d4e5f6';

describe('certificate downloads', () => {
  beforeEach(() => download.mockClear());

  it("downloads the class's certificates as one PDF, or everyone's as a ZIP", async () => {
    const { user } = renderReports('/report', reportsAnswers);
    await user.click(
      await screen.findByRole('button', {
        name: 'PDF della classe: attestati di HTML e CSS, 3A Informatica',
      }),
    );
    await user.click(
      screen.getByRole('button', {
        name: 'ZIP di tutte le classi: attestati di HTML e CSS',
      }),
    );
    expect(download.mock.calls).toEqual([
      [
        {
          service: 'reports',
          method: 'GET',
          path: `/certificates/download?certificate_id=${CERTIFICATE}&classroom_id=1`,
          suggestedName: 'attestati-HTML-e-CSS-3A-Informatica.pdf',
        },
      ],
      [
        {
          service: 'reports',
          method: 'GET',
          path: `/certificates/download/all?certificate_id=${CERTIFICATE}`,
          suggestedName: 'attestati-HTML-e-CSS.zip',
        },
      ],
    ]);
  });

  it("offers one student's certificate only to the students who obtained it", async () => {
    const { user, reportCalls } = renderReports('/report', reportsAnswers);
    await user.click(await screen.findByRole('button', { name: 'Mostra studenti' }));
    const table = await screen.findByRole('table', { name: 'Studenti e certificato HTML e CSS' });
    expect(reportCalls).toContain(
      `GET /certificates/students?certificate_id=${CERTIFICATE}&classroom_id=1`,
    );
    const luca = within(table).getByRole('row', { name: /Luca Galli/ });
    expect(luca).toHaveTextContent('Non ancora ottenuto');
    expect(within(luca).queryByRole('button')).toBeNull();
    const sara = within(table).getByRole('row', { name: /Sara Colombo/ });
    expect(sara).toHaveTextContent('Ottenuto il 05.11.2026');
    await user.click(within(sara).getByRole('button', { name: 'Attestato di Sara Colombo' }));
    expect(download).toHaveBeenCalledWith({
      service: 'reports',
      method: 'GET',
      path: `/certificates/download?certificate_id=${CERTIFICATE}&user_id=7`,
      suggestedName: 'attestato-Sara-Colombo-HTML-e-CSS.pdf',
    });
  });

  it('downloads the certified hours from the learning-journey API', async () => {
    const { user } = renderReports('/report', reportsAnswers);
    await user.click(await screen.findByRole('button', { name: /Scarica ore certificate/ }));
    expect(download).toHaveBeenCalledWith(
      expect.objectContaining({
        service: 'api',
        method: 'GET',
        path: '/tech-journey/report/general/download/professor-students-certified-hours',
      }),
    );
  });
});
