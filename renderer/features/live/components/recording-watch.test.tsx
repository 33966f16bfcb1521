import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import type { LiveCourse } from '#common/api/live/courses.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A course whose episode 10 ended an hour ago (a file of ours) and 13 too (on YouTube). */
const course = (): LiveCourse => {
  const now = nowSeconds();
  const ended = { description: 'Le basi.', start: now - 7200, end: now - 3600, rank: null };
  return {
    id: '1',
    title: 'Sicurezza informatica per tutti',
    description: 'Password e phishing.',
    resources: [],
    authors: [],
    channel_id: null,
    thumbnail_path: null,
    subscribed: true,
    quizzes: [],
    episodes: [
      { id: '10', title: 'Password', link: 'terminale.webm', captions_url: null, ...ended },
      { id: '13', title: 'Aggiornamenti', link: 'dQw4w9WgXcQ', captions_url: null, ...ended },
    ],
  };
};

const common = [
  on(liveEndpoints.getStudentCourse, { status: 200, data: course() }),
  on(liveEndpoints.getProfessorCourse, { status: 200, data: course() }),
  on(liveEndpoints.getMyRank, { status: 200, data: { vote: null } }),
  on(liveEndpoints.listEpisodeQuestions, { status: 200, data: [] }),
];

describe("watching an ended episode's recording", () => {
  it('reports playback with the recording token and says when it counts as watched', async () => {
    const pings: unknown[] = [];
    const answers = [
      { watched_seconds: 0, required_seconds: 14, watched: false },
      { watched_seconds: 15, required_seconds: 14, watched: true },
    ];
    renderApp({
      path: '/live/watch?course=1&episode=10',
      role: 'student',
      api: answerFrom([
        ...common,
        on(liveEndpoints.getRecordingTrackerToken, ({ params }) =>
          params.id === '10' ? { status: 200, data: { tracker_token: 'rec' } } : undefined,
        ),
        on(liveEndpoints.sendRecordingPing, ({ params, body, config }) => {
          pings.push([params.id, body, config.headers['x-tracker-token']]);
          return { status: 200, data: answers[pings.length - 1] ?? answers.at(-1) };
        }),
      ]),
    });
    expect(
      await screen.findByText('Guarda la registrazione fino alla fine: conta come vista al 90 %.'),
    ).toHaveAttribute('role', 'status');
    const video = await screen.findByLabelText('Video: Password');
    fireEvent.play(video);
    expect(await screen.findByText(/Hai guardato 0 s della registrazione su 14 s/)).toBeVisible();
    Object.defineProperty(video, 'currentTime', { value: 15, configurable: true });
    fireEvent.ended(video);
    expect(await screen.findByText('Registrazione guardata.')).toBeVisible();
    expect(pings).toEqual([
      ['10', { position_seconds: 0, playing: true }, 'rec'],
      ['10', { position_seconds: 15, playing: false }, 'rec'],
    ]);
  });

  it('reports nothing for a professor, nor for a YouTube recording', async () => {
    const asked: string[] = [];
    const api = answerFrom([
      ...common,
      on(liveEndpoints.getRecordingTrackerToken, ({ params }) => {
        asked.push(params.id!);
        return { status: 200, data: { tracker_token: 'rec' } };
      }),
    ]);
    const professor = renderApp({
      path: '/live/watch?course=1&episode=10',
      role: 'professor',
      api,
    });
    fireEvent.play(await screen.findByLabelText('Video: Password'));
    expect(screen.queryByText(/registrazione/)).toBeNull();
    professor.unmount();
    renderApp({ path: '/live/watch?course=1&episode=13', role: 'student', api });
    expect(await screen.findByTitle('Video: Aggiornamenti')).toBeVisible();
    expect(await screen.findByText('Episodi del corso')).toBeVisible();
    expect(screen.queryByText(/registrazione/)).toBeNull();
    expect(asked).toEqual([]);
  });
});
