import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import type { ClassroomSubscription, LiveCourse } from '#common/api/live/courses.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const nowSeconds = () => Math.floor(Date.now() / 1000);

const course = (overrides: Partial<LiveCourse> = {}): LiveCourse => {
  const now = nowSeconds();
  return {
    id: '1',
    title: 'Sicurezza informatica per tutti',
    description: 'Password e phishing.',
    resources: ['OWASP Top 10 | https://owasp.org', 'https://example.org'],
    authors: [{ name: 'Elisa Martini', headline: 'Security engineer' }],
    channel_id: null,
    thumbnail_path: null,
    subscribed: true,
    quizzes: [{ id: '30', title: 'Quiz sul phishing', episode_id: '11' }],
    episodes: [
      {
        id: '10',
        title: 'Password',
        description: 'Le basi.',
        start: now - 7200,
        end: now - 3600,
        link: 'terminale.webm',
        captions_url: null,
        rank: 4.5,
      },
      {
        id: '11',
        title: 'Phishing',
        description: 'I segnali.',
        start: now - 60,
        end: now + 3600,
        link: 'dQw4w9WgXcQ',
        captions_url: null,
        rank: null,
      },
      {
        id: '12',
        title: 'Backup',
        description: 'Mai perdere nulla.',
        start: now + 90_600,
        end: now + 93_600,
        link: 'x.webm',
        captions_url: null,
        rank: null,
      },
    ],
    ...overrides,
  };
};

describe('the live area', () => {
  it("shows a student's courses with the running episode first", async () => {
    const now = nowSeconds();
    renderApp({
      path: '/courses',
      role: 'student',
      api: answerFrom([
        on(liveEndpoints.listStudentCourses, { status: 200, data: [course()] }),
        on(liveEndpoints.getNextLive, {
          status: 200,
          data: {
            course_id: '1',
            episode_id: '11',
            link: 'x',
            title: 'Phishing',
            description: '',
            scope: 'live',
            start: now - 60,
            end: now + 3600,
          },
        }),
      ]),
    });
    const banner = await screen.findByRole('region', { name: 'Prossima diretta' });
    expect(within(banner).getByText('Ora in diretta')).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'Guarda la diretta' })).toHaveAttribute(
      'href',
      '/live/watch?course=1&episode=11',
    );
    const list = screen.getByRole('list', { name: 'I miei corsi' });
    expect(within(list).getByText('3 episodi, 1 già trasmesso')).toBeVisible();
  });

  it('says so when the class follows no course, and when there is no next live', async () => {
    renderApp({
      path: '/courses',
      role: 'student',
      api: answerFrom([
        on(liveEndpoints.listStudentCourses, { status: 200, data: [] }),
        on(liveEndpoints.getNextLive, { status: 204, data: '' }),
      ]),
    });
    expect(
      await screen.findByText('La tua classe non segue ancora nessun corso live.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Prossima diretta' })).toBeNull();
  });

  it('shows a course: episodes by state, resources named, and a student asks to follow it', async () => {
    let asked = 0;
    const { user } = renderApp({
      path: '/live?course=1',
      role: 'student',
      api: answerFrom([
        on(liveEndpoints.getStudentCourse, { status: 200, data: course({ subscribed: false }) }),
        on(liveEndpoints.requestSubscription, () => {
          asked += 1;
          return { status: 204, data: '' };
        }),
      ]),
    });
    expect(
      await screen.findByRole('heading', { name: 'Sicurezza informatica per tutti' }),
    ).toBeVisible();
    expect(screen.getByText('Registrazione')).toBeVisible();
    expect(screen.getAllByText('In diretta')[0]).toBeVisible();
    expect(screen.getByText(/^Inizia tra 1 g 1 h$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'OWASP Top 10' })).toHaveAttribute(
      'href',
      'https://owasp.org',
    );
    expect(screen.getByRole('link', { name: 'Risorsa 2' })).toBeVisible();
    // Not followed: nothing to watch yet.
    expect(screen.queryByRole('link', { name: /^Guarda/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Chiedi di iscrivere la classe' }));
    expect(await screen.findByRole('button', { name: 'Richiesta inviata' })).toBeDisabled();
    expect(asked).toBe(1);
  });

  it('lets a professor subscribe chosen classrooms, and asks for at least one', async () => {
    let state: ClassroomSubscription[] = [
      { classroom_id: '3', name: '3A Informatica', subscribed: false, requests: 2 },
      { classroom_id: '4', name: '4B Informatica', subscribed: true, requests: 0 },
    ];
    const sent: unknown[] = [];
    const { user } = renderApp({
      path: '/live?course=1',
      role: 'professor',
      api: answerFrom([
        on(liveEndpoints.getProfessorCourse, { status: 200, data: course() }),
        on(liveEndpoints.getSubscriptions, () => ({ status: 200, data: state })),
        on(liveEndpoints.subscribe, ({ body }) => {
          sent.push(body);
          state = state.map((row) => ({ ...row, subscribed: true, requests: 0 }));
          return { status: 200, data: state };
        }),
      ]),
    });
    const choice = await screen.findByRole('group', { name: 'Iscrivi altre classi' });
    expect(within(choice).getByText('2 richieste degli studenti')).toBeVisible();
    await user.click(within(choice).getByRole('button', { name: 'Iscrivi le classi scelte' }));
    expect(within(choice).getByRole('alert')).toHaveTextContent('Scegli almeno una classe.');
    expect(sent).toEqual([]);
    await user.click(within(choice).getByRole('checkbox', { name: /3A Informatica/ }));
    await user.click(within(choice).getByRole('button', { name: 'Iscrivi le classi scelte' }));
    await waitFor(() => expect(sent).toEqual([{ courseid: '1', classrooms: ['3'] }]));
    expect(await screen.findByRole('button', { name: 'Rimuovi 3A Informatica' })).toBeVisible();
  });

  it('plays an episode, counts presence, takes a vote and a question', async () => {
    const posted: unknown[] = [];
    const pings: unknown[] = [];
    const { user, apiCalls } = renderApp({
      path: '/live/watch?course=1&episode=11',
      role: 'student',
      api: answerFrom([
        on(liveEndpoints.getStudentCourse, { status: 200, data: course() }),
        on(liveEndpoints.getMyRank, { status: 200, data: { vote: null } }),
        on(liveEndpoints.postRank, {
          status: 200,
          data: { episode_id: '11', average: 4, votes: 1 },
        }),
        on(liveEndpoints.listEpisodeQuestions, { status: 200, data: [] }),
        on(liveEndpoints.getLiveTrackerToken, { status: 200, data: { tracker_token: 'tok' } }),
        on(liveEndpoints.sendLivePing, ({ body, config }) => {
          pings.push([body, config.headers['x-tracker-token']]);
          return { status: 200, data: { episode_id: '11', seconds: 150 } };
        }),
        on(liveEndpoints.postEpisodeQuestion, ({ body }) => {
          posted.push(body);
          return {
            status: 201,
            data: {
              id: '5',
              text: 'Come si riconosce?',
              created_at: new Date().toISOString(),
              author: { user_id: '1', name: 'Giulia Bianchi' },
              own: true,
              replies: [],
            },
          };
        }),
      ]),
    });
    const player = await screen.findByTitle('Video: Phishing');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(await screen.findByRole('status')).toHaveTextContent('La tua presenza: 2 min');
    expect(pings).toEqual([[{ episode_id: '11' }, 'tok']]);
    // Present at a live: the header's streak is read again.
    await waitFor(() =>
      expect(apiCalls.filter((call) => call.includes('streak-counter')).length).toBeGreaterThan(1),
    );
    await user.click(screen.getByRole('radio', { name: '4 stelle' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '4 stelle' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Invia domanda' }));
    expect(screen.getByText('Scrivi il testo.')).toBeVisible();
    await user.type(screen.getByLabelText('Fai una domanda sull’episodio'), 'Come si riconosce?');
    await user.click(screen.getByRole('button', { name: 'Invia domanda' }));
    expect(await screen.findByText('Come si riconosce?', { selector: 'p' })).toBeVisible();
    expect(posted).toEqual([
      { episode_id: '11', main_question_id: null, text: 'Come si riconosce?' },
    ]);
  });

  it('is the 404 page for an episode of a course the class does not follow', async () => {
    renderApp({
      path: '/live/watch?course=1&episode=11',
      role: 'student',
      api: answerFrom([
        on(liveEndpoints.getStudentCourse, { status: 200, data: course({ subscribed: false }) }),
      ]),
    });
    expect(await screen.findByRole('heading', { name: /non trovata|non esiste/i })).toBeVisible();
  });

  it("shows a student's live participation, and the 404 page for anyone else's", async () => {
    renderApp({
      path: '/live/profile/41',
      role: 'student',
      api: answerFrom([
        on(liveEndpoints.getLiveProfile, ({ params }) =>
          params.userId === '41'
            ? {
                status: 200,
                data: {
                  user: { id: '41', name: 'Sara Colombo' },
                  courses: [
                    {
                      course_id: '1',
                      title: 'Sicurezza informatica per tutti',
                      episodes_attended: 1,
                      episodes_started: 2,
                      minutes_present: 45,
                      minutes_broadcast: 90,
                      quizzes: [
                        { quiz_id: '5', title: 'Quiz: phishing', best_score: 100, passed: true },
                      ],
                    },
                  ],
                },
              }
            : { status: 404, data: { message: 'Risorsa non trovata.', code: 'not_found' } },
        ),
      ]),
    });
    expect(
      await screen.findByRole('heading', { name: 'Partecipazione live di Sara Colombo' }),
    ).toBeVisible();
    expect(screen.getByText('Presenza: 45 minuti di 90 (50%)')).toBeVisible();
    expect(screen.getByText('Episodi seguiti: 1 di 2')).toBeVisible();
    expect(screen.getByText('Quiz: phishing: 100% — superato')).toBeVisible();
  });
});
