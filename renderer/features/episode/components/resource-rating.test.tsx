import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderFeature } from '../../../testing/render-feature.tsx';
import { ResourceRating } from './resource-rating.tsx';

/** A server whose vote answer waits until the test lets it go. */
function renderRating() {
  const votes: number[] = [];
  let answerVote: (answer: FakeAnswer) => void = () => undefined;
  const view = renderFeature(<ResourceRating resourceId="42" canVote />, {
    role: 'student',
    api: answerFrom([
      on(resourceEndpoints.getResourceRating, { status: 200, data: { average: null, votes: 0 } }),
      on(resourceEndpoints.getMyResourceVote, { status: 200, data: { vote: null } }),
      on(resourceEndpoints.voteResource, ({ body }) => {
        votes.push((body as { vote: number }).vote);
        return new Promise<FakeAnswer>((resolve) => {
          answerVote = resolve;
        });
      }),
    ]),
  });
  return { view, votes, answerVote: (answer: FakeAnswer) => answerVote(answer) };
}

describe('star rating', () => {
  it('keeps the stars usable and focused while a vote is sent, ignoring changes meanwhile', async () => {
    const { view, votes, answerVote } = renderRating();
    const { user } = await view;
    await screen.findByText('Ancora nessun voto.');
    const group = screen.getByRole('group', { name: 'Il tuo voto' });
    const three = within(group).getByRole('radio', { name: '3 stelle' });

    await user.click(three);
    await waitFor(() => expect(votes).toEqual([3]));
    // A disabled fieldset would drop the keyboard focus after every vote.
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeEnabled();
    expect(three).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(votes).toEqual([3]);
    expect(three).toHaveFocus();
    expect(three).toBeChecked();

    answerVote({ status: 200, data: { average: 3, votes: 1 } });
    expect(await screen.findByText('Media 3 su 5 (1 voto).')).toBeVisible();
    expect(three).toBeChecked();

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(votes).toEqual([3, 4]));
  });
});
