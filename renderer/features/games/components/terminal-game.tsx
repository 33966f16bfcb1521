import { TERMINAL_ROUND_SECONDS } from '#common/api/games/terminal-game.ts';
import { useTerminalGame } from '../hooks/use-terminal-game.ts';
import { TerminalLeaderboard } from './terminal-leaderboard.tsx';
import { TerminalPanel } from './terminal-panel.tsx';
import { TerminalResult } from './terminal-result.tsx';

/** "Terminale a tempo": the rules and the leaderboard, a round, then its result. */
export function TerminalGame() {
  const game = useTerminalGame();
  const { state } = game;
  if (state.phase === 'playing') {
    return (
      <TerminalPanel
        game={state}
        sending={game.sending}
        sendError={game.sendError}
        feedback={game.feedback}
        onSubmit={game.submit}
        onTimeUp={game.timeUp}
      />
    );
  }
  if (state.phase === 'over') {
    return (
      <TerminalResult
        game={state}
        starting={game.starting}
        startError={game.startError}
        onPlayAgain={game.start}
      />
    );
  }
  return (
    <div className="games-intro">
      <h2 className="games-intro__title">Terminale a tempo</h2>
      <p>
        Hai {TERMINAL_ROUND_SECONDS} secondi. Per ogni sfida scrivi il comando del terminale che
        serve e premi Invio: ogni risposta giusta vale 10 punti, fino a 10 in più se sei veloce. Se
        sbagli, ti mostriamo il comando atteso e si passa alla sfida successiva.
      </p>
      <div className="games-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={game.start}
          disabled={game.starting}
        >
          {game.starting ? 'Avvio…' : 'Inizia la partita'}
        </button>
        {game.startError && (
          <p className="terminal__error" role="alert">
            {game.startError}
          </p>
        )}
      </div>
      <TerminalLeaderboard />
    </div>
  );
}
