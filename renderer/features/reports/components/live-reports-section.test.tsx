import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { liveCourseReportEndpoints } from '#common/api/reports/live-endpoints.ts';
import type { DownloadRequest } from '#common/ipc/downloads.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { reportsAnswers } from '../testing/report-fixtures.ts';
import { renderReports } from '../testing/render-reports.tsx';

const download = vi.fn(async (_request: DownloadRequest) => ({ state: 'completed' as const }));

vi.mock('../../../lib/downloads/use-download.ts', () => ({
  useDownload: () => ({
    download,
    isDownloading: false,
    canOpenFiles: false,
    openFile: vi.fn(),
    showInFolder: vi.fn(),
  }),
}));

const NOT_FOUND = { status: 404, data: { message: 'Risorsa non trovata.', code: 'not_found' } };

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

/** The reports fakes, plus the statistics of the live course 7. */
const liveStats = answerFrom([
  on(liveCourseReportEndpoints.getLiveStats, ({ params }) =>
    params.courseId === '7'
      ? {
          status: 200,
          data: {
            course_id: '7',
            students: 5,
            episodes: [
              {
                episode_id: '70',
                title: 'Password',
                start: 1_795_000_000,
                length_minutes: 60,
                present: 4,
                average_minutes: 46.3,
                average_rating: 4.7,
              },
            ],
            quizzes: [{ quiz_id: '3', title: 'Quiz phishing', took: 2, passed: 1 }],
          },
        }
      : NOT_FOUND,
  ),
]);
const withLiveStats = (request: Parameters<typeof reportsAnswers>[0]) =>
  liveStats(request) ?? reportsAnswers(request);

describe('the live courses of the reports page', () => {
  beforeEach(() => download.mockClear());

  it('downloads attendance, results and live certificates of a followed course', async () => {
    const { user } = renderReports(
      '/report',
      withLiveStats,
      answerFrom([
        on(liveEndpoints.listProfessorCourses, {
          status: 200,
          data: [COURSE, { ...COURSE, id: '8', title: 'Non seguito', subscribed: false }],
        }),
      ]),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Presenze: Sicurezza informatica' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Presenze per episodio: Sicurezza informatica' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Attestati della classe 3A Informatica: Quiz phishing' }),
    );
    await user.click(screen.getByRole('button', { name: 'Tutti gli attestati: Quiz phishing' }));
    expect(screen.queryByText('Non seguito')).toBeNull();
    const stats = screen.getByRole('table', { name: /Presenze dei tuoi 5 studenti iscritti/ });
    expect(within(stats).getByRole('row', { name: /Password/ })).toHaveTextContent('446,3 (60)4,7');
    expect(screen.getByText('Quiz phishing: svolto da 2, superato da 1')).toBeVisible();
    expect(
      download.mock.calls.map(([request]) => [
        request.service,
        request.path,
        request.suggestedName,
      ]),
    ).toEqual([
      [
        'live',
        '/report/download/class-attendance-summary-report?course_id=7',
        'presenze-Sicurezza-informatica.xlsx',
      ],
      [
        'live',
        '/report/download/class-attendance-episodes-report?course_id=7',
        'presenze-episodi-Sicurezza-informatica.xlsx',
      ],
      [
        'live',
        '/certificate/download/class?quiz_id=3&class_id=1',
        'attestati-Quiz-phishing-3A-Informatica.pdf',
      ],
      ['live', '/certificate/download/all?quiz_id=3', 'attestati-Quiz-phishing.zip'],
    ]);
  });

  it("lists the classroom's attempts of a live quiz and opens one with its answers", async () => {
    const { user } = renderReports(
      '/report',
      (request) =>
        answerFrom([
          on(liveCourseReportEndpoints.listClassroomLiveAttempts, ({ params }) =>
            params.classroomId === '1' && params.quizId === '3'
              ? {
                  status: 200,
                  data: [
                    {
                      attempt_id: '9',
                      student: { id: '40', name: 'Davide Fontana' },
                      score_percentage: 0,
                      passed: false,
                      terminated_at: '2026-11-23T09:00:00.000Z',
                    },
                  ],
                }
              : NOT_FOUND,
          ),
          on(liveCourseReportEndpoints.getLiveAttempt, ({ params }) =>
            params.attemptId === '9'
              ? {
                  status: 200,
                  data: {
                    attempt_id: '9',
                    student: { id: '40', name: 'Davide Fontana' },
                    quiz: { id: '3', title: 'Quiz phishing' },
                    score_percentage: 0,
                    passed: false,
                    terminated_at: '2026-11-23T09:00:00.000Z',
                    questions: [
                      {
                        id: '1',
                        text: 'Un SMS può essere phishing?',
                        type: 'single_answer',
                        answers: [
                          { id: '11', text: 'Sì', correct: true, selected: false },
                          { id: '12', text: 'No', correct: false, selected: true },
                        ],
                      },
                    ],
                  },
                }
              : NOT_FOUND,
          ),
        ])(request) ?? reportsAnswers(request),
      answerFrom([on(liveEndpoints.listProfessorCourses, { status: 200, data: [COURSE] })]),
    );
    await user.click(await screen.findByRole('button', { name: 'Mostra tentativi' }));
    expect(
      await screen.findByRole('link', { name: 'Profilo live di Davide Fontana' }),
    ).toHaveAttribute('href', '/live/profile/40');
    await user.click(await screen.findByRole('link', { name: 'Davide Fontana' }));
    expect(await screen.findByRole('heading', { name: 'Quiz phishing' })).toBeVisible();
    expect(screen.getByText('Un SMS può essere phishing?')).toBeVisible();
  });

  it('says so when no classroom follows a live course', async () => {
    renderReports('/report', reportsAnswers);
    expect(await screen.findByText('Nessuna tua classe segue un corso live.')).toBeVisible();
  });
});
