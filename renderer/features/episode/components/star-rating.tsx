import { useId, useRef } from 'react';
import { formatDecimal } from '#common/format/numbers.ts';
import { plural } from '#common/format/plurals.ts';
import { useMyVote } from '../api/get-my-vote.ts';
import { useRankingAverage } from '../api/get-ranking-average.ts';
import { usePostVote } from '../api/post-vote.ts';

const VOTES = [1, 2, 3, 4, 5] as const;

const averageText = (average: number | null, votes: number) =>
  average === null || votes === 0
    ? 'Ancora nessun voto.'
    : `Media ${formatDecimal(average, 1)} su 5 (${plural(votes, 'voto', 'voti')}).`;

/**
 * The resource's rating: the average for everyone and, for students, a 1-5 star vote as a native
 * radio group (arrow keys move between stars, each star has its spoken label). Every change is a
 * vote; while one is in flight further changes are ignored rather than disabling the group, since a
 * disabled fieldset would take keyboard focus away after each arrow key press.
 */
export function StarRating({ resourceId, canVote }: { resourceId: string; canVote: boolean }) {
  const name = useId();
  const average = useRankingAverage(resourceId).data;
  const myVote = useMyVote(resourceId, canVote).data ?? null;
  const vote = usePostVote(resourceId);
  const shown = vote.isPending ? vote.variables : myVote;
  // Refs, not vote.isPending: the mutation's state reaches the render a tick later, and a quick
  // second key press in between must not send a second vote.
  const voteInFlight = useRef<number | null>(null);
  const group = useRef<HTMLFieldSetElement>(null);

  const sendVote = (value: number) => {
    const pending = voteInFlight.current;
    if (pending !== null) {
      // The arrow key already moved focus; bring it back to the star being sent, which stays
      // checked, so focus and selection do not part.
      group.current?.querySelector<HTMLInputElement>(`input[value="${pending}"]`)?.focus();
      return;
    }
    voteInFlight.current = value;
    vote.mutate(value, {
      onSettled: () => {
        voteInFlight.current = null;
      },
    });
  };

  return (
    <section className="episode-card" aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`} className="episode-card__title">
        Valutazione
      </h3>
      <p className="episode-note">{average ? averageText(average.average, average.votes) : ' '}</p>
      {canVote && (
        <fieldset ref={group} className="star-rating" aria-busy={vote.isPending}>
          <legend className="star-rating__legend">Il tuo voto</legend>
          {VOTES.map((value) => (
            <label key={value} className="star-rating__star">
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={value}
                checked={shown === value}
                onChange={() => sendVote(value)}
              />
              <span
                aria-hidden="true"
                className={
                  shown !== null && shown !== undefined && value <= shown
                    ? 'star-rating__icon star-rating__icon--on'
                    : 'star-rating__icon'
                }
              >
                ★
              </span>
              <span className="visually-hidden">{plural(value, 'stella', 'stelle')}</span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
