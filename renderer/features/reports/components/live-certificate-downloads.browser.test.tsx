import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { liveReportEndpoints } from '#common/api/live/report-endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { reportsAnswers } from '../testing/report-fixtures.ts';
import { renderReports } from '../testing/render-reports.tsx';

const COURSE = {
  id: '7',
  title: 'Sicurezza informatica',
  description: '',
  resources: [],
  authors: [],
  channel_id: null,
  thumbnail_path: null,
  episodes: [],
  quizzes: [{ id: '3', title: 'Quiz phishing', episode_id: null }],
  subscribed: true,
};

// The real download helper in its browser variant, behind the live section's real button.
describe('live certificate downloads in a browser', () => {
  it("shows only the server's message when nobody passed the live quiz (spec 02 §8)", async () => {
    const { user } = renderReports(
      '/report',
      reportsAnswers,
      answerFrom([
        on(liveEndpoints.listProfessorCourses, { status: 200, data: [COURSE] }),
        on(liveReportEndpoints.downloadAllLiveCertificates, {
          status: 400,
          data: new Blob([
            JSON.stringify({
              message: 'Nessuno studente ha ancora superato il test',
              code: 'bad_request',
            }),
          ]),
        }),
      ]),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Tutti gli attestati: Quiz phishing' }),
    );
    expect(await screen.findByText('Nessuno studente ha ancora superato il test')).toBeVisible();
    expect(screen.queryByText(/Errore durante il download/)).toBeNull();
  });
});
