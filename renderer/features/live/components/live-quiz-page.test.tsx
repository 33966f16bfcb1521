import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import type { LiveCourse } from '#common/api/live/courses.ts';
import type { StudentLiveQuiz } from '#common/api/live/quizzes.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const questions: StudentLiveQuiz['questions'] = [
  {
    id: '1',
    text: 'Segnale di phishing?',
    type: 'single_answer',
    answers: [
      { id: '11', text: 'Urgenza' },
      { id: '12', text: 'Logo' },
    ],
  },
  {
    id: '2',
    text: 'Cosa fare?',
    type: 'multiple_answer',
    answers: [
      { id: '21', text: 'Controllare' },
      { id: '22', text: 'Segnalare' },
    ],
  },
];

const baseQuiz: StudentLiveQuiz = {
  id: '5',
  course_id: '1',
  episode_id: null,
  title: 'Quiz: phishing',
  pass_percentage: 60,
  questions,
  in_session: true,
  passed: false,
  last_score: null,
  attempt: null,
};

const attemptOf = (selected: string[]) => ({
  id: '9',
  quiz_id: '5',
  questions: questions.map((q) => ({
    id: q.id,
    type: q.type,
    answers: q.answers.map((a) => ({ id: a.id, selected: selected.includes(a.id) })),
  })),
});

describe('the live quiz page', () => {
  it('waits for the session, when the professor has not opened it for the student', async () => {
    renderApp({
      path: '/live/quiz/5',
      role: 'student',
      api: answerFrom([
        on(liveEndpoints.getStudentLiveQuiz, {
          status: 200,
          data: { ...baseQuiz, in_session: false },
        }),
      ]),
    });
    expect(await screen.findByText(/Il quiz non è ancora aperto per te/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Inizia il quiz' })).toBeNull();
  });

  /** A fake live-quiz service that keeps the selection as the server would. */
  function liveQuizServer() {
    const state = { quiz: baseQuiz, selected: [] as string[], saves: [] as unknown[], quits: 0 };
    const api = answerFrom([
      on(liveEndpoints.getStudentLiveQuiz, () => ({ status: 200, data: state.quiz })),
      on(liveEndpoints.startLiveAttempt, () => ({ status: 200, data: attemptOf(state.selected) })),
      on(liveEndpoints.saveLiveAttempt, ({ body }) => {
        state.saves.push(body);
        const { question } = body as { question: { question_id: string; answers: string[] } };
        const others = questions
          .find((q) => q.id === question.question_id)!
          .answers.map((a) => a.id);
        state.selected = [
          ...state.selected.filter((id) => !others.includes(id)),
          ...question.answers,
        ];
        return { status: 200, data: attemptOf(state.selected) };
      }),
      on(liveEndpoints.quitLiveAttempt, () => {
        state.quits += 1;
        state.selected = [];
        return { status: 204 };
      }),
      on(liveEndpoints.terminateLiveAttempt, () => {
        state.quiz = { ...baseQuiz, passed: true, last_score: 100 };
        return {
          status: 200,
          data: { attempt_id: '9', correct: 2, total: 2, score_percentage: 100, passed: true },
        };
      }),
      on(liveEndpoints.getLiveQuizReview, () =>
        state.quiz.passed
          ? {
              status: 200,
              data: {
                ...baseQuiz,
                score_percentage: 100,
                passed: true,
                questions: questions.map((q) => ({
                  ...q,
                  answers: q.answers.map((a) => ({ ...a, correct: true, selected: true })),
                })),
              },
            }
          : { status: 404, data: { message: 'Non trovato.' } },
      ),
    ]);
    return { state, api };
  }

  it('takes the quiz step by step like a journey quiz: forward saves, back keeps, the last hands in', async () => {
    const server = liveQuizServer();
    const { user } = renderApp({ path: '/live/quiz/5', role: 'student', api: server.api });
    expect(await screen.findByText(/Per superarlo serve almeno il 60%/)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Inizia il quiz' }));
    expect(await screen.findByText('Domanda 1 di 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Avanti' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Urgenza' }));
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await screen.findByText('Domanda 2 di 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(await screen.findByRole('radio', { name: 'Urgenza' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Controllare' }));
    await user.click(screen.getByRole('checkbox', { name: 'Segnalare' }));
    const region = within(screen.getByRole('main')).getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Termina' }));
    expect(await screen.findByRole('heading', { name: 'Quiz superato!' })).toBeVisible();
    // Screen readers hear the score from the region they already knew.
    expect(region).toHaveTextContent('Quiz superato! Punteggio: 100% (2 risposte corrette su 2).');
    expect(server.state.saves).toEqual([
      { quiz_id: '5', question: { question_id: '1', answers: ['11'] } },
      { quiz_id: '5', question: { question_id: '1', answers: ['11'] } },
      { quiz_id: '5', question: { question_id: '2', answers: ['21', '22'] } },
    ]);
    // Passed: the key, never before.
    expect(
      await screen.findByRole('heading', {
        name: /Le risposte corrette: hai superato il quiz con il 100%/,
      }),
    ).toBeVisible();
  });

  it("elides the article before a percentage read with a vowel: l'80%, never il 80%", async () => {
    renderApp({
      path: '/live/quiz/5',
      role: 'student',
      api: answerFrom([
        on(liveEndpoints.getStudentLiveQuiz, {
          status: 200,
          data: { ...baseQuiz, pass_percentage: 80, passed: true, last_score: 85 },
        }),
        on(liveEndpoints.getLiveQuizReview, {
          status: 200,
          data: {
            ...baseQuiz,
            pass_percentage: 80,
            score_percentage: 85,
            passed: true,
            questions: questions.map((q) => ({
              ...q,
              answers: q.answers.map((a) => ({ ...a, correct: true, selected: true })),
            })),
          },
        }),
      ]),
    });
    expect(await screen.findByText(/Per superarlo serve almeno l'80% di risposte/)).toBeVisible();
    expect(
      await screen.findByRole('heading', {
        name: "Le risposte corrette: hai superato il quiz con l'85%",
      }),
    ).toBeVisible();
    expect(screen.queryByText(/il 8\d%/)).toBeNull();
  });

  it('quits after a confirmation and starts again from nothing', async () => {
    const server = liveQuizServer();
    const { user } = renderApp({ path: '/live/quiz/5', role: 'student', api: server.api });
    await user.click(await screen.findByRole('button', { name: 'Inizia il quiz' }));
    await user.click(await screen.findByRole('radio', { name: 'Urgenza' }));
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await screen.findByText('Domanda 2 di 2');
    await user.click(screen.getByRole('button', { name: 'Abbandona il quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abbandonare il quiz?' });
    expect(within(dialog).getByText(/finché la sessione è aperta/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Abbandona' }));
    await waitFor(() => expect(server.state.quits).toBe(1));
    await user.click(await screen.findByRole('button', { name: 'Inizia il quiz' }));
    expect(await screen.findByText('Domanda 1 di 2')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Urgenza' })).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: /Le risposte corrette/ })).toBeNull();
  });

  it('lets a professor open a quiz for the students of a following classroom', async () => {
    const now = Math.floor(Date.now() / 1000);
    const course: LiveCourse = {
      id: '1',
      title: 'Sicurezza',
      description: 'Corso.',
      resources: [],
      authors: [],
      channel_id: null,
      thumbnail_path: null,
      subscribed: true,
      quizzes: [{ id: '5', title: 'Quiz: phishing', episode_id: null }],
      episodes: [
        {
          id: '10',
          title: 'Phishing',
          description: '',
          start: now - 60,
          end: now + 3600,
          link: 'x.webm',
          captions_url: null,
          rank: null,
        },
      ],
    };
    const sent: unknown[] = [];
    const { user } = renderApp({
      path: '/live?course=1',
      role: 'professor',
      api: answerFrom([
        on(liveEndpoints.getProfessorCourse, { status: 200, data: course }),
        on(liveEndpoints.getSubscriptions, {
          status: 200,
          data: [{ classroom_id: '4', name: '4B Informatica', subscribed: true, requests: 0 }],
        }),
        on(classroomEndpoints.listClassroomStudents, {
          status: 200,
          data: ['Sara Colombo', 'Davide Fontana', 'Aurora Lombardi'].map((name, index) => ({
            id: String(40 + index),
            name,
            email: `s${index}@demo.test`,
            state: index === 2 ? 'archived' : 'enabled',
            school_year: 4,
            points: 0,
            added_at: '2026-09-01T08:00:00.000Z',
          })),
        }),
        on(liveEndpoints.openLiveQuizSession, ({ body }) => {
          sent.push(body);
          return {
            status: 201,
            data: {
              session_id: '1',
              quiz_id: '5',
              students_id: ['40'],
              closes_at: new Date().toISOString(),
            },
          };
        }),
      ]),
    });
    const panel = await screen.findByRole('group', { name: 'Apri «Quiz: phishing»' });
    // Archived students are not offered.
    await within(panel).findByRole('checkbox', { name: 'Sara Colombo' });
    expect(within(panel).queryByRole('checkbox', { name: 'Aurora Lombardi' })).toBeNull();
    await user.click(within(panel).getByRole('checkbox', { name: 'Davide Fontana' }));
    await user.click(within(panel).getByRole('button', { name: 'Apri il quiz per 1 studente' }));
    await waitFor(() => expect(sent).toEqual([{ quiz_id: '5', students_id: ['40'] }]));
    expect(
      await screen.findByText(/«Quiz: phishing» aperto per 1 studente fino alle/),
    ).toBeVisible();
  });
});
