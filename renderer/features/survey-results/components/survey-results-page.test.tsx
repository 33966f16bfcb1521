import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { surveyEndpoints } from '#common/api/surveys/endpoints.ts';
import type { SurveyResults } from '#common/api/surveys/index.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const RESULTS: SurveyResults = {
  survey_id: 'resource-feedback',
  title: "Com'è andata questa attività?",
  position: null,
  responses: 3,
  positions: [
    { position: '12', label: 'Variabili (Modulo 1)', responses: 2 },
    { position: '14', label: 'Cicli (Modulo 1)', responses: 1 },
  ],
  questions: [
    {
      id: '1',
      order: 1,
      type: 'fivestars',
      text: 'Quanto ti è piaciuta?',
      mandatory: true,
      answered: 3,
      options: [],
      average_stars: 4.33,
      star_counts: [0, 0, 0, 2, 1],
      texts: [],
    },
    {
      id: '2',
      order: 2,
      type: 'listradio',
      text: 'Quanto è stata difficile?',
      mandatory: true,
      answered: 3,
      options: [
        { id: '21', text: 'Troppo facile', count: 1 },
        { id: '22', text: 'Giusta', count: 2 },
      ],
      average_stars: null,
      star_counts: [],
      texts: [],
    },
    {
      id: '4',
      order: 4,
      type: 'shortfreetext',
      text: 'In poche parole',
      mandatory: false,
      answered: 2,
      options: [],
      average_stars: null,
      star_counts: [],
      texts: ['Più recente', 'Più vecchio'],
    },
  ],
};

describe('the survey results page', () => {
  it('shows counts, average stars and texts, and asks again for one position', async () => {
    const asked: Array<Record<string, unknown>> = [];
    const { user } = renderApp({
      path: '/admin/surveys',
      role: 'professor',
      claims: { admin: true },
      api: answerFrom([
        on(surveyEndpoints.getSurveyResults, ({ params, query }) => {
          asked.push({ ...params, ...query });
          return query.position === '14'
            ? { status: 200, data: { ...RESULTS, position: '14', responses: 0 } }
            : { status: 200, data: RESULTS };
        }),
      ]),
    });
    expect(await screen.findByText("Com'è andata questa attività?: 3 risposte")).toBeVisible();
    const stars = screen.getByRole('article', { name: '1. Quanto ti è piaciuta?' });
    expect(within(stars).getByText('Media 4,3 su 5')).toBeVisible();
    const radio = screen.getByRole('article', { name: '2. Quanto è stata difficile?' });
    expect(
      within(radio)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Troppo facile1', 'Giusta2']);
    const texts = screen.getByRole('article', { name: '4. In poche parole' });
    expect(
      within(texts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Più recente', 'Più vecchio']);
    expect(screen.getByRole('button', { name: '⤓ Scarica XLSX' })).toBeEnabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Attività' }), '14');
    expect(await screen.findByText('Nessuna risposta ancora.')).toBeVisible();
    expect(asked).toEqual([
      { surveyId: 'resource-feedback' },
      { surveyId: 'resource-feedback', position: '14' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Feedback sui livelli' }));
    expect(asked.at(-1)).toEqual({ surveyId: 'level-feedback' });
  });

  it('shows an error with a retry when the results do not load', async () => {
    renderApp({
      path: '/admin/surveys',
      role: 'professor',
      claims: { admin: true },
      api: answerFrom([
        on(surveyEndpoints.getSurveyResults, {
          status: 500,
          data: { message: 'x', code: 'internal' },
        }),
      ]),
    });
    expect(await screen.findByText('Impossibile caricare i risultati.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeVisible();
  });

  it('is the 404 page for users without the admin flag, and asks nothing', async () => {
    const asked: string[] = [];
    renderApp({
      path: '/admin/surveys',
      role: 'professor',
      api: answerFrom([
        on(surveyEndpoints.getSurveyResults, () => {
          asked.push('results');
          return { status: 403 };
        }),
      ]),
    });
    expect(await screen.findByRole('heading', { name: /non trovata|non esiste/i })).toBeVisible();
    expect(asked).toEqual([]);
  });
});
