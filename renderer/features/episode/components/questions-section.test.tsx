import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderFeature } from '../../../testing/render-feature.tsx';
import { QuestionsSection } from './questions-section.tsx';

const NOT_FOUND: FakeAnswer = {
  status: 404,
  data: { message: 'Risorsa non trovata.', code: 'not_found' },
};

describe('questions section', () => {
  it('tells when the questions fail to load and loads them again on Riprova', async () => {
    const answers: FakeAnswer[] = [
      { status: 500, data: { message: 'Errore interno.', code: 'internal_error' } },
      { status: 200, data: [] },
    ];
    const { user, services } = await renderFeature(<QuestionsSection resourceId="42" canAct />, {
      role: 'student',
      api: answerFrom([
        on(
          resourceEndpoints.listQuestions,
          ({ params }) => (params.id === '42' ? answers.shift() : undefined) ?? NOT_FOUND,
        ),
      ]),
    });

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(
      'Non è stato possibile caricare le domande. Riprova più tardi.',
    );
    // The panel is the message: no error toast on top of it.
    expect(services.toasts.get()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Nessuna domanda per ora: fai tu la prima!')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
