import { useId, useRef } from 'react';
import { formatDecimal } from '#common/format/numbers.ts';
import { plural } from '#common/format/plurals.ts';
import './star-rating.css';

const VOTES = [1, 2, 3, 4, 5] as const;

/** 'Media 4,3 su 5 (3 voti).', or that nobody has voted yet. */
export const averageText = (average: number | null, votes: number) =>
  average === null || votes === 0
    ? 'Ancora nessun voto.'
    : `Media ${formatDecimal(average, 1)} su 5 (${plural(votes, 'voto', 'voti')}).`;

/** The vote request as a mutation exposes it (TanStack Query's useMutation). */
export interface VoteMutation {
  isPending: boolean;
  /** The vote being sent, while it is pending. */
  variables: number | undefined;
  mutateAsync: (value: number) => Promise<unknown>;
}

export interface StarVoteProps {
  /** The caller's saved vote, null before voting. */
  saved: number | null;
  /** Sends a vote; further changes are ignored until it settles. */
  vote: VoteMutation;
}

/**
 * A 1-5 star vote as a native radio group (arrow keys move between stars, each star has its
 * spoken label), for lessons and live episodes alike. Every change is a vote; while one is in
 * flight further changes are ignored rather than disabling the group, since a disabled fieldset
 * would take keyboard focus away after each arrow key press.
 */
export function StarVote({ saved, vote }: StarVoteProps) {
  // The vote being sent shows at once; the saved one once it settles (or fails).
  const shown = vote.isPending ? (vote.variables ?? null) : saved;
  const name = useId();
  // A ref, not `busy`: the request's state reaches the render a tick later, and a quick second
  // key press in between must not send a second vote.
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
    void vote
      .mutateAsync(value)
      .catch(() => undefined)
      .finally(() => {
        voteInFlight.current = null;
      });
  };

  return (
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
              shown !== null && value <= shown
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
  );
}
