import { useEffect, useRef } from 'react';
import { pluralForm } from '#common/format/plurals.ts';
import type { GameState } from '../hooks/use-terminal-game.ts';
import { TerminalLeaderboard } from './terminal-leaderboard.tsx';

type Over = Extract<GameState, { phase: 'over' }>;

/**
 * The end of a round: the score, the commands to learn from, the leaderboard and "Gioca ancora",
 * which has the focus so that Enter starts the next round.
 */
export function TerminalResult(props: {
  game: Over;
  starting: boolean;
  startError: string | null;
  onPlayAgain: () => void;
}) {
  const { game } = props;
  const again = useRef<HTMLButtonElement>(null);
  useEffect(() => again.current?.focus(), []);
  const missed = game.lines.filter((line) => !line.correct);
  return (
    <div className="games-result">
      <h2 className="games-result__title">
        {game.end === 'done' ? 'Hai risposto a tutte le sfide!' : 'Tempo scaduto!'}
      </h2>
      {game.refusal && <p className="games-state">{game.refusal}</p>}
      <p className="games-result__score">
        Hai fatto <strong>{game.round.score} punti</strong> con {game.round.correct}{' '}
        {pluralForm(game.round.correct, 'risposta giusta', 'risposte giuste')} su{' '}
        {game.round.answered}.
      </p>
      {missed.length > 0 && (
        <details className="games-result__missed">
          <summary>I comandi da ripassare ({missed.length})</summary>
          <ul>
            {missed.map((line) => (
              <li key={line.number}>
                {line.prompt} <code>{line.expected}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="games-actions">
        <button
          ref={again}
          type="button"
          className="button button--primary"
          onClick={props.onPlayAgain}
          disabled={props.starting}
        >
          Gioca ancora
        </button>
        {props.startError && (
          <p className="terminal__error" role="alert">
            {props.startError}
          </p>
        )}
      </div>
      <TerminalLeaderboard />
    </div>
  );
}
