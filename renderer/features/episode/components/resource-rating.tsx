import { useId } from 'react';
import { averageText, StarVote } from '../../../components/star-rating/star-rating.tsx';
import { useMyVote } from '../api/get-my-vote.ts';
import { useRankingAverage } from '../api/get-ranking-average.ts';
import { usePostVote } from '../api/post-vote.ts';

/** The resource's rating (the shared star vote of renderer/components/star-rating): the average for everyone and, for students, their 1-5 star vote. */
export function ResourceRating({ resourceId, canVote }: { resourceId: string; canVote: boolean }) {
  const name = useId();
  const average = useRankingAverage(resourceId).data;
  const myVote = useMyVote(resourceId, canVote).data ?? null;
  const vote = usePostVote(resourceId);
  return (
    <section className="episode-card" aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`} className="episode-card__title">
        Valutazione
      </h3>
      <p className="episode-note">{average ? averageText(average.average, average.votes) : ' '}</p>
      {canVote && <StarVote saved={myVote} vote={vote} />}
    </section>
  );
}
