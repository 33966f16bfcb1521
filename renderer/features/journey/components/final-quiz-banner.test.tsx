import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { hexId, itemDetailFixture, resourceFixture } from '../../../testing/journey-fixtures.ts';
import { renderFeature } from '../../../testing/render-feature.tsx';
import { EntityFinalQuizBanner } from './entity-final-quiz-banner.tsx';
import { finalQuizInvitation, finalQuizOf, showsFinalQuizBanner } from './final-quiz-rule.ts';

const section = (resources: ReturnType<typeof resourceFixture>[]) => ({
  id: '1',
  title: 'Unica',
  order_num: 1,
  resources,
});

describe('final quiz banner rule', () => {
  const quiz = resourceFixture({ id: '9', type: 'quiz', quiz_id: '90', order_num: 3 });

  it('shows when the server says only the final quiz is left and it is still open', () => {
    expect(showsFinalQuizBanner(itemDetailFixture())).toBe(true);
  });

  it('hides when the flag is off', () => {
    expect(showsFinalQuizBanner(itemDetailFixture({ only_final_quiz_left: false }))).toBe(false);
  });

  it('hides when the last resource is not a quiz or the quiz is passed', () => {
    const lesson = resourceFixture({ id: '8', completed: true, order_num: 4 });
    expect(
      showsFinalQuizBanner({ only_final_quiz_left: true, sections: [section([quiz, lesson])] }),
    ).toBe(false);
    expect(
      showsFinalQuizBanner({
        only_final_quiz_left: true,
        sections: [section([{ ...quiz, completed: true }])],
      }),
    ).toBe(false);
    expect(showsFinalQuizBanner({ only_final_quiz_left: true, sections: [] })).toBe(false);
  });

  it('finds the final quiz as the last resource of the last section', () => {
    expect(finalQuizOf({ sections: [section([quiz])] })?.id).toBe('9');
  });

  it('mentions the certification only when the module gives one', () => {
    expect(finalQuizInvitation('Giulia', true)).toBe(
      'Complimenti, Giulia! Ti manca solo il quiz finale: affrontalo per ottenere la certificazione e completare il corso.',
    );
    expect(finalQuizInvitation('Giulia', false)).not.toMatch(/certificazione/);
    expect(finalQuizInvitation('', false)).toMatch(/^Complimenti! /);
  });
});

describe('final quiz banner outside the module page', () => {
  it('opens the module page of the item (the episode page use)', async () => {
    const module = hexId(1);
    const { user, router } = await renderFeature(<EntityFinalQuizBanner entityId={module} />, {
      role: 'student',
      api: answerFrom([
        on(journeyEndpoints.getItemDetail, ({ params }) =>
          params.id === module
            ? { status: 200, data: itemDetailFixture({ certificate: false }) }
            : { status: 404, data: { message: 'Risorsa non trovata.', code: 'not_found' } },
        ),
      ]),
    });
    const banner = await screen.findByRole('complementary', { name: 'Quiz finale' });
    expect(banner).toHaveTextContent('Complimenti, Giulia!');
    expect(banner).not.toHaveTextContent('certificazione');
    await user.click(screen.getByRole('button', { name: 'Effettua il quiz' }));
    expect(router.state.location.pathname).toBe(`/module-detail/${module}`);
  });

  it('stays hidden when more than the final quiz is left', async () => {
    const module = hexId(1);
    const { apiCalls } = await renderFeature(<EntityFinalQuizBanner entityId={module} />, {
      role: 'student',
      api: () => ({ status: 200, data: itemDetailFixture({ only_final_quiz_left: false }) }),
    });
    await waitFor(() => expect(apiCalls).toContain(`GET /tech-journey/${module}`));
    expect(screen.queryByRole('button', { name: 'Effettua il quiz' })).toBeNull();
  });
});
