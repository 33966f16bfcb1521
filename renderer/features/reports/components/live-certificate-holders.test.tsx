import { screen, waitFor, within } from '@testing-library/react';
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
const followsCourse = answerFrom([
  on(liveEndpoints.listProfessorCourses, { status: 200, data: [COURSE] }),
]);

const SARA = { id: '40', name: 'Sara Colombo' };
const LUCA = { id: '41', name: 'Luca Galli' };
/** 3A (classroom 1, the page's first) holds Sara's certificates; Luca's are 4B's. */
const LIVE_HOLDERS = [
  {
    student: SARA,
    classroom_id: '1',
    quiz_id: '3',
    title: 'Sicurezza informatica — Quiz phishing',
    obtained_at: '2026-11-20T09:00:00.000Z',
    pcto_minutes: 58,
  },
  {
    student: LUCA,
    classroom_id: '2',
    quiz_id: '3',
    title: 'Sicurezza informatica — Quiz phishing',
    obtained_at: '2026-11-21T09:00:00.000Z',
    pcto_minutes: 60,
  },
];
const PARTICIPATION_HOLDERS = [
  {
    student: SARA,
    classroom_id: '1',
    course_id: '7',
    title: 'Sicurezza informatica — partecipazione',
    obtained_at: '2026-11-22T09:00:00.000Z',
    pcto_minutes: 90,
  },
  {
    student: LUCA,
    classroom_id: '2',
    course_id: '7',
    title: 'Sicurezza informatica — partecipazione',
    obtained_at: '2026-11-22T09:00:00.000Z',
    pcto_minutes: 75,
  },
];

const withHolders = answerFrom([
  on(liveCourseReportEndpoints.listObtainedLiveCertificates, {
    status: 200,
    data: LIVE_HOLDERS,
  }),
  on(liveCourseReportEndpoints.listObtainedParticipationCertificates, {
    status: 200,
    data: PARTICIPATION_HOLDERS,
  }),
]);

describe("the live and participation certificates' holders of the reports page", () => {
  beforeEach(() => download.mockClear());

  it("lists the classroom's holders with their PCTO hours, live profile and certificate files", async () => {
    const { user } = renderReports(
      '/report',
      (request) => withHolders(request) ?? reportsAnswers(request),
      followsCourse,
    );
    const live = await screen.findByRole('table', {
      name: 'Attestato live ottenuto: Quiz phishing',
    });
    const saraLive = within(live).getByRole('row', { name: /Sara Colombo/ });
    expect(saraLive).toHaveTextContent('20.11.2026');
    expect(saraLive).toHaveTextContent('0,97 ore PCTO');
    expect(within(live).queryByText('Luca Galli')).toBeNull(); // 4B's holder
    expect(
      within(saraLive).getByRole('link', { name: 'Profilo live di Sara Colombo' }),
    ).toHaveAttribute('href', '/live/profile/40');

    const participation = screen.getByRole('table', {
      name: 'Attestato di partecipazione ottenuto: Sicurezza informatica',
    });
    const saraParticipation = within(participation).getByRole('row', { name: /Sara Colombo/ });
    expect(saraParticipation).toHaveTextContent('1,5 ore PCTO');
    expect(within(participation).queryByText('Luca Galli')).toBeNull();

    await user.click(
      within(saraLive).getByRole('button', { name: 'Attestato di Sara Colombo: Quiz phishing' }),
    );
    await user.click(
      within(saraParticipation).getByRole('button', {
        name: 'Attestato di partecipazione di Sara Colombo: Sicurezza informatica',
      }),
    );
    await user.click(
      screen.getByRole('button', {
        name: 'Attestati della classe 3A Informatica, partecipazione: Sicurezza informatica',
      }),
    );
    await user.click(
      screen.getByRole('button', {
        name: 'Tutti (ZIP), attestati di partecipazione: Sicurezza informatica',
      }),
    );
    expect(
      download.mock.calls.map(([request]) => [
        request.service,
        request.path,
        request.suggestedName,
      ]),
    ).toEqual([
      [
        'live',
        '/certificate/download?quiz_id=3&user_id=40',
        'attestato-Sara-Colombo-Quiz-phishing.pdf',
      ],
      [
        'live',
        '/certificate/participation/download?course_id=7&user_id=40',
        'attestato-partecipazione-Sara-Colombo-Sicurezza-informatica.pdf',
      ],
      [
        'live',
        '/certificate/participation/download/class?course_id=7&class_id=1',
        'attestati-partecipazione-Sicurezza-informatica-3A-Informatica.pdf',
      ],
      [
        'live',
        '/certificate/participation/download/all?course_id=7',
        'attestati-partecipazione-Sicurezza-informatica.zip',
      ],
    ]);
  });

  it('follows the live profile link to the student’s live participation', async () => {
    const { user, router } = renderReports(
      '/report',
      (request) => withHolders(request) ?? reportsAnswers(request),
      followsCourse,
    );
    const live = await screen.findByRole('table', {
      name: 'Attestato live ottenuto: Quiz phishing',
    });
    within(live).getByRole('link', { name: 'Profilo live di Sara Colombo' }).focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/live/profile/40');
  });

  it('says so when nobody of the classroom holds them', async () => {
    renderReports('/report', reportsAnswers, followsCourse);
    expect(
      await screen.findByText(
        "Nessuno studente della classe ha ancora ottenuto l'attestato di Quiz phishing.",
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        "Nessuno studente della classe ha ancora ottenuto l'attestato di partecipazione.",
      ),
    ).toBeVisible();
  });

  it('offers a retry when the lists fail to load', async () => {
    const failing = answerFrom([
      on(liveCourseReportEndpoints.listObtainedLiveCertificates, {
        status: 500,
        data: { message: 'Errore interno.', code: 'internal' },
      }),
      on(liveCourseReportEndpoints.listObtainedParticipationCertificates, {
        status: 500,
        data: { message: 'Errore interno.', code: 'internal' },
      }),
      // The course's statistics load, so the only failures are the two lists.
      on(liveCourseReportEndpoints.getLiveStats, {
        status: 200,
        data: { course_id: '7', students: 0, episodes: [], quizzes: [] },
      }),
    ]);
    renderReports(
      '/report',
      (request) => failing(request) ?? reportsAnswers(request),
      followsCourse,
    );
    const section = await screen.findByRole('region', { name: 'Corsi live' });
    await waitFor(() =>
      expect(within(section).getAllByRole('button', { name: 'Riprova' })).toHaveLength(2),
    );
    expect(within(section).queryByRole('table', { name: /ottenuto/ })).toBeNull();
  });
});
