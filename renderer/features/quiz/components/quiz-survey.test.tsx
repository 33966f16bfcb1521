import { screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { surveyEndpoints } from '#common/api/surveys/endpoints.ts';
import type { Survey } from '#common/api/surveys/index.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { entityFixture, levelsFixture } from '../../../testing/journey-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { createFakeQuizApi, MODULE_ID, QUIZ_ID } from '../testing/fake-quiz-api.ts';

const LEVEL_SURVEY: Survey = {
  id: 'level-feedback',
  title: 'Il tuo parere sul livello',
  questions: [
    {
      id: '6',
      order: 1,
      type: 'fivestars',
      text: 'Come valuti il livello?',
      mandatory: true,
      answers: [],
    },
  ],
};

/** The quiz server, plus the levels (the final test in level '1') and the surveys. */
function quizWithSurveys(kind: 'quiz' | 'final_test') {
  const quiz = createFakeQuizApi({ kind });
  const [level] = levelsFixture();
  const levels = [
    { ...level!, id: '1', entities: [entityFixture({ id: MODULE_ID, type: 'final_test' })] },
  ];
  const asked: Array<Record<string, unknown>> = [];
  const extra = answerFrom([
    on(journeyEndpoints.getLevels, { status: 200, data: levels }),
    on(surveyEndpoints.responseExists, ({ query }) => {
      asked.push(query);
      return { status: 200, data: { exists: false } };
    }),
    on(surveyEndpoints.getSurvey, ({ params }) => ({
      status: 200,
      data: { ...LEVEL_SURVEY, id: params.surveyId },
    })),
  ]);
  const handler = (request: InternalAxiosRequestConfig) => extra(request) ?? quiz.handler(request);
  return { handler, asked };
}

async function passQuiz(kind: 'quiz' | 'final_test') {
  const api = quizWithSurveys(kind);
  const { user } = renderApp({
    path: `/module-detail/${MODULE_ID}/quiz/${QUIZ_ID}`,
    role: 'student',
    api: api.handler,
  });
  await user.click(await screen.findByRole('button', { name: 'Inizia il quiz' }));
  await user.click(await screen.findByRole('radio', { name: '2' }));
  await user.click(screen.getByRole('button', { name: 'Avanti' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Go' }));
  await user.click(screen.getByRole('checkbox', { name: 'JavaScript' }));
  await user.click(screen.getByRole('button', { name: 'Avanti' }));
  await user.click(await screen.findByRole('radio', { name: 'git commit' }));
  await user.click(screen.getByRole('button', { name: 'Termina' }));
  return api;
}

describe('the feedback survey after a quiz', () => {
  it("offers a passed final test's level survey, for its level", async () => {
    const { asked } = await passQuiz('final_test');
    expect(
      await screen.findByRole('dialog', { name: 'Il tuo parere sul livello' }),
    ).toBeInTheDocument();
    expect(asked).toEqual([{ survey_id: 'level-feedback', position: '1' }]);
  });

  it("offers a passed module quiz's resource survey, for its resource", async () => {
    const { asked } = await passQuiz('quiz');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(asked).toEqual([{ survey_id: 'resource-feedback', position: '50' }]);
  });
});
