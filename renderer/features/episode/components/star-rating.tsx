import { useId } from 'react';
import { useMyVote } from '../api/get-my-vote.ts';
import { useRankingAverage } from '../api/get-ranking-average.ts';
import { usePostVote } from '../api/post-vote.ts';

const VOTES = [1, 2, 3, 4, 5] as const;

const averageText = (average: number | null, votes: number) =>
  average === null || votes === 0
    ? 'Ancora nessun voto.'
    : `Media ${average.toLocaleString('it-CH', { maximumFractionDigits: 1 })} su 5 (${votes} ${votes === 1 ? 'voto' : 'voti'}).`;

/**
 * The resource's rating: the average for everyone and, for students, a 1-5 star vote as a native
 * radio group (arrow keys move between stars, each star has its spoken label).
 */
export function StarRating({ resourceId, canVote }: { resourceId: string; canVote: boolean }) {
  const name = useId();
  const average = useRankingAverage(resourceId).data;
  const myVote = useMyVote(resourceId, canVote).data ?? null;
  const vote = usePostVote(resourceId);
  const shown = vote.isPending ? vote.variables : myVote;

  return (
    <section className="episode-card" aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`} className="episode-card__title">
        Valutazione
      </h3>
      <p className="episode-note">{average ? averageText(average.average, average.votes) : ' '}</p>
      {canVote && (
        <fieldset className="star-rating" disabled={vote.isPending}>
          <legend className="star-rating__legend">Il tuo voto</legend>
          {VOTES.map((value) => (
            <label key={value} className="star-rating__star">
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={value}
                checked={shown === value}
                onChange={() => vote.mutate(value)}
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
              <span className="visually-hidden">
                {value === 1 ? '1 stella' : `${value} stelle`}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
