import { screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import type { Episode } from '#common/api/journey/episode.ts';
import { surveyEndpoints } from '#common/api/surveys/endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fakeEpisodeApi, MODULE_ID } from '../testing/fake-episode-api.ts';

const EXERCISE: Episode = {
  id: '42',
  type: 'exercise',
  title: 'Il tuo primo script',
  description: '',
  entity_id: MODULE_ID,
  entity_title: 'Introduzione a JavaScript',
  duration_seconds: null,
  media_url: null,
  captions_url: null,
  instructions: 'Scrivi un programma che stampi «Ciao, mondo!».',
  quiz_id: null,
  completed: false,
};

function openExercise(episode: Episode) {
  const asked: Array<Record<string, unknown>> = [];
  const surveys = answerFrom([
    on(surveyEndpoints.responseExists, ({ query }) => {
      asked.push(query);
      return { status: 200, data: { exists: false } };
    }),
    on(surveyEndpoints.getSurvey, {
      status: 200,
      data: {
        id: 'resource-feedback',
        title: "Com'è andata questa attività?",
        questions: [
          {
            id: '1',
            order: 1,
            type: 'fivestars',
            text: 'Ti è piaciuta?',
            mandatory: true,
            answers: [],
          },
        ],
      },
    }),
  ]);
  const api = fakeEpisodeApi(episode);
  const app = renderApp({
    path: `/module-detail/${MODULE_ID}/episode-detail/${episode.id}`,
    role: 'student',
    api: (request: InternalAxiosRequestConfig) => surveys(request) ?? api.handler(request),
  });
  return { ...app, asked };
}

describe('the resource survey on the episode page', () => {
  it('is offered once the student completes the resource here', async () => {
    const { user, asked } = openExercise(EXERCISE);
    await user.click(await screen.findByRole('button', { name: 'Segna come completato' }));
    expect(
      await screen.findByRole('dialog', { name: "Com'è andata questa attività?" }),
    ).toBeInTheDocument();
    expect(asked).toEqual([{ survey_id: 'resource-feedback', position: '42' }]);
  });

  it('is not offered before the resource is completed', async () => {
    const { asked } = openExercise(EXERCISE);
    expect(await screen.findByRole('button', { name: 'Segna come completato' })).toBeVisible();
    await waitFor(() => expect(asked).toEqual([]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
