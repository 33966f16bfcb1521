import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { MODULE_ID, QUIZ_ID } from '../testing/fake-quiz-api.ts';

const REVIEW = {
  quiz_id: QUIZ_ID,
  title: 'Quiz finale: le basi',
  score_percentage: 67,
  questions: [
    {
      id: '1',
      text: 'Che cosa stampa console.log(1 + 1)?',
      type: 'single_answer',
      explanation: 'Il più somma due numeri.',
      answers: [
        { id: '11', text: 'Due', correct: true, selected: false },
        { id: '12', text: 'Undici', correct: false, selected: true },
      ],
    },
  ],
};

describe('answers pages', () => {
  it('marks the correct answers and the student choice with words, and shows the explanation', async () => {
    renderApp({
      path: `/module-detail/${MODULE_ID}/quiz-answers/${QUIZ_ID}`,
      role: 'student',
      api: answerFrom([
        on(quizEndpoints.getQuizAnswers, ({ params }) =>
          params.id === QUIZ_ID ? { status: 200, data: REVIEW } : undefined,
        ),
      ]),
    });
    expect(await screen.findByText('Il tuo punteggio: 67%')).toBeInTheDocument();
    expect(screen.getByText('Due').closest('li')).toHaveTextContent('Risposta corretta');
    expect(screen.getByText('Due').closest('li')).not.toHaveTextContent('La tua risposta');
    expect(screen.getByText('Undici').closest('li')).toHaveTextContent('La tua risposta');
    expect(screen.getByText('Il più somma due numeri.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna al modulo' })).toHaveAttribute(
      'href',
      `/module-detail/${MODULE_ID}`,
    );
  });

  it('reads a final test through /tests/{id}/answers', async () => {
    renderApp({
      path: `/final-test-answers/${QUIZ_ID}`,
      role: 'student',
      api: answerFrom([
        on(quizEndpoints.getTestAnswers, ({ params }) =>
          params.id === QUIZ_ID
            ? { status: 200, data: { ...REVIEW, title: 'Test finale del livello 1' } }
            : undefined,
        ),
      ]),
    });
    expect(await screen.findByRole('heading', { name: 'Test finale del livello 1' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Torna alla mappa' })).toHaveAttribute('href', '/map');
  });

  it('shows the 404 page while the quiz is not passed', async () => {
    const { services } = renderApp({
      path: `/module-detail/${MODULE_ID}/quiz-answers/${QUIZ_ID}`,
      role: 'student',
    });
    expect(await screen.findByRole('img', { name: 'Errore 404' })).toBeInTheDocument();
    expect(services.toasts.get()).toEqual([]);
  });
});
