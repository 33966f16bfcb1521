import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';
import { createFakeQuizApi, MODULE_ID, QUIZ_ID } from '../testing/fake-quiz-api.ts';

const QUIZ_PATH = `/module-detail/${MODULE_ID}/quiz/${QUIZ_ID}`;

async function openQuiz(
  kind: 'quiz' | 'test' | 'final_test' = 'quiz',
  openAttempt = false,
  pointsOnPass?: number,
) {
  const api = createFakeQuizApi({ kind, openAttempt, pointsOnPass });
  const app = renderApp({ path: QUIZ_PATH, role: 'student', api: api.handler });
  await screen.findByRole('heading', { name: 'Quiz finale: le basi' });
  return { ...app, api };
}

/** Answers the fake quiz's three questions right, one step at a time, and hands it in. */
async function answerAllRightAndHandIn(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('radio', { name: '2' }));
  await user.click(screen.getByRole('button', { name: 'Avanti' }));
  await user.click(await screen.findByRole('checkbox', { name: 'JavaScript' }));
  await user.click(screen.getByRole('checkbox', { name: 'Go' }));
  await user.click(screen.getByRole('button', { name: 'Avanti' }));
  await user.click(await screen.findByRole('radio', { name: 'git commit' }));
  await user.click(screen.getByRole('button', { name: 'Termina' }));
}

describe('quiz page', () => {
  it('starts, saves each answer before advancing, goes back and terminates', async () => {
    const { user, api } = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Inizia il quiz' }));

    expect(await screen.findByText('Domanda 1 di 3')).toBeInTheDocument();
    const avanti = screen.getByRole('button', { name: 'Avanti' });
    expect(avanti).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Indietro' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '2' }));
    await user.click(avanti);

    expect(await screen.findByText('Domanda 2 di 3')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('save-answers'))?.body).toEqual({
      quiz_id: QUIZ_ID,
      question: { question_id: '1', answers: ['11'] },
    });
    await user.click(screen.getByRole('checkbox', { name: 'JavaScript' }));
    await user.click(screen.getByRole('checkbox', { name: 'Go' }));
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(await screen.findByText('Domanda 1 di 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: /^Domanda 2/ }));
    expect(screen.getByRole('checkbox', { name: 'Go' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await screen.findByText('Domanda 3 di 3');
    await user.click(screen.getByRole('radio', { name: 'git commit' }));
    await user.click(screen.getByRole('button', { name: 'Termina' }));

    expect(await screen.findByRole('heading', { name: 'Quiz superato!' })).toBeInTheDocument();
    // Scoped to the result: the live region says the same score to screen readers.
    const result = screen.getByRole('region', { name: 'Quiz superato!' });
    expect(within(result).getByText(/100%/)).toBeInTheDocument();
    expect(screen.getByText('Hai guadagnato 120 punti.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedi le risposte' })).toHaveAttribute(
      'href',
      `/module-detail/${MODULE_ID}/quiz-answers/${QUIZ_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Torna al modulo' })).toHaveAttribute(
      'href',
      `/module-detail/${MODULE_ID}`,
    );
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain(
      `POST /tech-journey/quizzes/terminate/${QUIZ_ID}`,
    );
  });

  it('announces the verdict and the score in a live region that was there, empty, before the end', async () => {
    const { user } = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Inizia il quiz' }));
    await screen.findByText('Domanda 1 di 3');
    // The page's own region (the header holds the streak's).
    const region = within(screen.getByRole('main')).getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    await answerAllRightAndHandIn(user);
    await screen.findByRole('heading', { name: 'Quiz superato!' });
    expect(within(screen.getByRole('main')).getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Quiz superato! Punteggio: 100% (3 risposte corrette su 3).');
  });

  it('on a first pass that awards no points yet, says when they come, not that they were had', async () => {
    const { user } = await openQuiz('quiz', false, 0);
    await user.click(screen.getByRole('button', { name: 'Inizia il quiz' }));
    await answerAllRightAndHandIn(user);

    expect(await screen.findByRole('heading', { name: 'Quiz superato!' })).toBeInTheDocument();
    expect(screen.queryByText(/li avevi già ottenuti/)).not.toBeInTheDocument();
    expect(
      screen.getByText('I punti arriveranno quando avrai completato anche le altre attività.'),
    ).toBeInTheDocument();
  });

  it("refreshes the journey's progress once the quiz is handed in: the header's streak counts the day", async () => {
    const api = createFakeQuizApi();
    const handedIn = () => api.calls.some((c) => c.path.includes('/terminate/'));
    const { user } = renderApp({
      path: QUIZ_PATH,
      role: 'student',
      api: (request) =>
        answerFrom([
          on(journeyEndpoints.getStreak, () => ({
            status: 200,
            data: { streak_counter: handedIn() ? 1 : 0, updated_at: null, active: handedIn() },
          })),
        ])(request) ?? api.handler(request),
    });
    expect(await screen.findByRole('img', { name: /Serie di giorni: nessuna/ })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Inizia il quiz' }));
    await answerAllRightAndHandIn(user);
    expect(await screen.findByRole('img', { name: 'Serie di 1 giorno' })).toBeVisible();
  });

  it('offers Riprova after a failed attempt, which starts again at question 1', async () => {
    const { user } = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Inizia il quiz' }));
    await user.click(await screen.findByRole('radio', { name: '11' }));
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await user.click(await screen.findByRole('checkbox', { name: 'HTML' }));
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await user.click(await screen.findByRole('radio', { name: 'git add' }));
    await user.click(screen.getByRole('button', { name: 'Termina' }));

    expect(await screen.findByRole('heading', { name: 'Quiz non superato' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      /^Quiz non superato\. Punteggio: \d+% \(\d (risposta corretta|risposte corrette) su 3\)\.$/,
    );
    expect(screen.queryByRole('link', { name: 'Vedi le risposte' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Domanda 1 di 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '11' })).not.toBeChecked();
  });

  it('abandons the attempt only after confirmation', async () => {
    const { user, api } = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Inizia il quiz' }));
    await user.click(await screen.findByRole('button', { name: 'Abbandona il quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abbandonare il quiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(api.calls.some((c) => c.path.includes('/quit/'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Abbandona il quiz' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Abbandonare il quiz?' })).getByRole(
        'button',
        { name: 'Abbandona' },
      ),
    );
    expect(await screen.findByRole('button', { name: 'Inizia il quiz' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === `/tech-journey/quizzes/quit/${QUIZ_ID}`)).toBe(true);
  });

  it('offers to start afresh, not to resume, after quitting a resumed attempt', async () => {
    const { user } = await openQuiz('quiz', true);
    await user.click(screen.getByRole('button', { name: 'Riprendi il quiz' }));
    await user.click(await screen.findByRole('button', { name: 'Abbandona il quiz' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Abbandonare il quiz?' })).getByRole(
        'button',
        { name: 'Abbandona' },
      ),
    );
    expect(await screen.findByRole('button', { name: 'Inizia il quiz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Riprendi il quiz' })).toBeNull();
  });

  it('drives a final test through the /tests calls and links its answers page', async () => {
    const { user, api } = await openQuiz('final_test');
    await user.click(screen.getByRole('button', { name: 'Inizia il quiz' }));
    await answerAllRightAndHandIn(user);
    expect(await screen.findByRole('link', { name: 'Vedi le risposte' })).toHaveAttribute(
      'href',
      `/final-test-answers/${QUIZ_ID}`,
    );
    const paths = api.calls.map((c) => c.path);
    expect(paths).toContain(`/tech-journey/tests/start/${QUIZ_ID}`);
    expect(paths).toContain(`/tech-journey/tests/terminate/${QUIZ_ID}`);
  });

  it("leaves out a final test's module crumb, which would lead to a 404", async () => {
    await openQuiz('final_test');
    const crumbs = within(screen.getByRole('navigation', { name: 'Percorso di navigazione' }));
    await waitFor(() =>
      expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Home',
        'Mappa del viaggio',
        'Quiz finale: le basi',
      ]),
    );
    expect(crumbs.queryByRole('link', { name: 'Modulo' })).toBeNull();
  });

  it("keeps a module quiz's module crumb, named after the module", async () => {
    await openQuiz('quiz');
    const crumbs = within(screen.getByRole('navigation', { name: 'Percorso di navigazione' }));
    expect(await crumbs.findByText('Quiz finale: le basi')).toBeInTheDocument();
    expect(crumbs.getByRole('link', { name: 'Le basi di JavaScript' })).toHaveAttribute(
      'href',
      `/module-detail/${MODULE_ID}`,
    );
  });

  it("takes a pit stop's test through the /quizzes calls", async () => {
    const { user, api } = await openQuiz('test');
    await user.click(screen.getByRole('button', { name: 'Inizia il quiz' }));
    expect(await screen.findByText('Domanda 1 di 3')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toContain(`/tech-journey/quizzes/start/${QUIZ_ID}`);
  });

  it('shows the professor the correct answers, read-only', async () => {
    renderApp({
      path: QUIZ_PATH,
      role: 'professor',
      api: answerFrom([
        on(quizEndpoints.getProfessorQuiz, ({ params }) =>
          params.id === QUIZ_ID
            ? {
                status: 200,
                data: {
                  id: QUIZ_ID,
                  resource_id: '50',
                  entity_id: MODULE_ID,
                  entity_title: 'Le basi di JavaScript',
                  title: 'Quiz finale: le basi',
                  kind: 'quiz',
                  pass_percentage: 80,
                  passed: false,
                  last_score: null,
                  attempt: null,
                  questions: [
                    {
                      id: '1',
                      text: 'Che cosa stampa console.log(1 + 1)?',
                      type: 'single_answer',
                      explanation: 'La somma di due numeri.',
                      answers: [
                        { id: '11', text: '2', correct: true },
                        { id: '12', text: '11', correct: false },
                      ],
                    },
                  ],
                },
              }
            : undefined,
        ),
      ]),
    });
    const correct = await screen.findByText('Risposta corretta');
    expect(correct.closest('li')).toHaveTextContent('2');
    expect(screen.getByText('La somma di due numeri.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(
      screen.getByText('Le domande del quiz e le risposte corrette, in sola lettura.'),
    ).toBeInTheDocument();
    // The article before the percentage is elided: "l'80%", never "il 80%".
    expect(
      screen.getByText(/Per superarlo serve l'80% di risposte corrette\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Rispondi alle domande/)).not.toBeInTheDocument();
  });

  it('stays on the question when the server refuses the answer', async () => {
    const api = createFakeQuizApi();
    const { user, services } = renderApp({
      path: QUIZ_PATH,
      role: 'student',
      api: (request) =>
        answerFrom([
          on(quizEndpoints.saveAnswers, {
            status: 422,
            data: { message: 'Risposta non valida.', code: 'validation_failed' },
          }),
        ])(request) ?? api.handler(request),
    });
    await user.click(await screen.findByRole('button', { name: 'Inizia il quiz' }));
    await user.click(await screen.findByRole('radio', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await waitFor(() =>
      expect(services.toasts.get()).toEqual([
        expect.objectContaining({ kind: 'error', message: 'Risposta non valida.' }),
      ]),
    );
    expect(screen.getByText('Domanda 1 di 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
  });

  it('lets only students start a quiz', async () => {
    const api = createFakeQuizApi();
    renderApp({ path: QUIZ_PATH, role: 'visitor', api: api.handler });
    expect(await screen.findByText('Solo gli studenti possono svolgere i quiz.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Inizia il quiz' })).not.toBeInTheDocument();
  });

  it('shows the 404 page for a quiz the student may not see', async () => {
    const { router } = renderApp({ path: QUIZ_PATH, role: 'student' });
    expect(await screen.findByRole('img', { name: 'Errore 404' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe(QUIZ_PATH));
  });
});
