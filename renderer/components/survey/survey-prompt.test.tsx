import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { surveyEndpoints } from '#common/api/surveys/endpoints.ts';
import { answerFrom, on } from '../../testing/fake-endpoints.ts';
import { getEndpointData } from '../../lib/query/index.ts';
import { renderFeature } from '../../testing/render-feature.tsx';
import { isSurveySkipped } from '../../lib/surveys/skipped-surveys.ts';
import { SurveyPrompt } from './survey-prompt.tsx';
import { SURVEY_FIXTURE } from './testing/survey-fixture.ts';

const USER = 'student-1'; // the user id of renderFeature's student

function surveyApi(options: { exists?: boolean; submit?: { status: number; data?: unknown } }) {
  const posted: unknown[] = [];
  const calls: string[] = [];
  const answer = answerFrom([
    on(surveyEndpoints.responseExists, { status: 200, data: { exists: options.exists ?? false } }),
    on(surveyEndpoints.getSurvey, { status: 200, data: SURVEY_FIXTURE }),
    on(surveyEndpoints.submitResponse, ({ body }) => {
      posted.push(body);
      return options.submit ?? { status: 201, data: { id: '9' } };
    }),
  ]);
  const api: typeof answer = (config) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    return answer(config);
  };
  return { api, posted, calls };
}

const renderPrompt = (
  api: ReturnType<typeof surveyApi>['api'],
  role: 'student' | 'professor' = 'student',
) =>
  renderFeature(<SurveyPrompt surveyId="resource-feedback" position="42" active />, { role, api });

afterEach(() => localStorage.clear());

describe('the survey dialog', () => {
  it('asks for the mandatory answers first, then sends the answers by type and thanks', async () => {
    const { api, posted } = surveyApi({});
    const { user } = await renderPrompt(api);
    const dialog = await screen.findByRole('dialog', { name: "Com'è andata questa attività?" });
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));
    expect(within(dialog).getAllByText('Rispondi a questa domanda.')).toHaveLength(2);
    expect(posted).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '4 stelle su 5' }));
    expect(within(dialog).getByRole('button', { name: '4 stelle su 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Giusta' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Gli esempi' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'In poche parole' }), ' Chiara ');
    expect(within(dialog).getByText('8/200')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));

    expect(await screen.findByText('Grazie per il tuo parere!')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        survey_id: 'resource-feedback',
        position: '42',
        answers: [
          { question_id: '1', stars: 4 },
          { question_id: '2', answer_ids: ['22'] },
          { question_id: '3', answer_ids: ['32'] },
          { question_id: '4', text: 'Chiara' },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal beside its question", async () => {
    const { api } = surveyApi({
      submit: {
        status: 422,
        data: {
          message: 'Dati non validi.',
          code: 'validation_failed',
          details: { 'answers.2': 'Risposta non valida per questa domanda.' },
        },
      },
    });
    const { user } = await renderPrompt(api);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '2 stelle su 5' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Troppo facile' }));
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));
    const group = within(dialog).getByRole('group', { name: /Quanto è stata difficile/ });
    expect(group).toHaveAccessibleDescription('Risposta non valida per questa domanda.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('remembers a skip for this user and position, also with Escape', async () => {
    const { api } = surveyApi({});
    const { user, unmount } = await renderPrompt(api);
    await user.click(await screen.findByRole('button', { name: 'Salta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(isSurveySkipped(USER, 'resource-feedback', '42')).toBe(true);
    expect(isSurveySkipped('someone-else', 'resource-feedback', '42')).toBe(false);
    unmount();

    await renderPrompt(api);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).toBeNull();

    localStorage.clear();
    const again = await renderPrompt(api);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(isSurveySkipped(USER, 'resource-feedback', '42')).toBe(true);
    again.unmount();
  });

  it('offers nothing once answered, nor to other roles', async () => {
    const answered = surveyApi({ exists: true });
    const first = await renderPrompt(answered.api);
    await waitFor(() =>
      expect(
        getEndpointData(first.services.queryClient, surveyEndpoints.responseExists, {
          query: { survey_id: 'resource-feedback', position: '42' },
        }),
      ).toEqual({
        exists: true,
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    const { api, calls } = surveyApi({});
    await renderPrompt(api, 'professor');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('waits for another modal dialog to close before showing itself', async () => {
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.setAttribute('aria-modal', 'true');
    document.body.append(other);
    const { api, calls } = surveyApi({});
    await renderPrompt(api);
    await waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog', { name: "Com'è andata questa attività?" })).toBeNull();
    other.remove();
    expect(
      await screen.findByRole('dialog', { name: "Com'è andata questa attività?" }),
    ).toBeInTheDocument();
  });
});
