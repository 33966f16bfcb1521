import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportEndpoints } from '#common/api/reports/index.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { reportsAnswers } from '../testing/report-fixtures.ts';
import { renderReports } from '../testing/render-reports.tsx';

// The real download helper in its browser variant, behind the real buttons.
describe('certificate downloads in a browser', () => {
  it('says nobody passed yet when the service refuses the ZIP with a 400', async () => {
    const refusal = answerFrom([
      on(reportEndpoints.downloadAllCertificates, {
        status: 400,
        data: new Blob([
          JSON.stringify({
            message: 'Nessuno studente ha ancora superato il test',
            code: 'bad_request',
          }),
        ]),
      }),
    ]);
    const { user, reportCalls } = renderReports(
      '/report',
      (request) => refusal(request) ?? reportsAnswers(request),
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'ZIP di tutte le classi: attestati di HTML e CSS',
      }),
    );
    expect(await screen.findByText('Nessuno studente ha ancora superato il test')).toBeVisible();
    expect(screen.getByText('Download in corso...')).toBeInTheDocument();
    expect(reportCalls).toContain(
      'GET /certificates/download/all?certificate_id=a1b2c3d4e5f6a1b2c3d4e5f6',
    );
  });
});
