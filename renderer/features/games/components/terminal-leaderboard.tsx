import type { TerminalLeaderboardEntry } from '#common/api/games/terminal-game.ts';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { UserAvatar } from '../../../components/user-avatar/user-avatar.tsx';
import { useTerminalLeaderboard } from '../api/terminal-game-calls.ts';
import { avatarPathOf } from '#common/api/profile/avatar-path.ts';

/**
 * The best score of each player: the first ten, then the caller's own position when it is
 * further down (after a gap, so nobody reads it as the eleventh).
 */
export function TerminalLeaderboard() {
  const board = useTerminalLeaderboard();
  return (
    <section className="games-board" aria-labelledby="games-board-title">
      <h2 id="games-board-title" className="games-board__title">
        Classifica
      </h2>
      {board.isPending ? (
        <p className="games-state" role="status">
          Caricamento della classifica…
        </p>
      ) : board.isError ? (
        <LoadError
          message="Impossibile caricare la classifica."
          onRetry={() => void board.refetch()}
        />
      ) : board.data.top.length === 0 ? (
        <p className="games-state">Nessuno ha ancora fatto punti: inizia tu la classifica!</p>
      ) : (
        <>
          <ol className="games-board__list" aria-label="I migliori punteggi">
            {board.data.top.map((entry) => (
              <BoardRow
                key={entry.position}
                entry={entry}
                mine={entry.position === board.data.me?.position}
              />
            ))}
          </ol>
          {board.data.me && board.data.me.position > board.data.top.length && (
            <ol
              className="games-board__list games-board__list--mine"
              aria-label="La tua posizione"
              start={board.data.me.position}
            >
              <BoardRow entry={board.data.me} mine />
            </ol>
          )}
          {!board.data.me && (
            <p className="games-state">Non sei ancora in classifica: fai almeno un punto.</p>
          )}
        </>
      )}
    </section>
  );
}

function BoardRow({ entry, mine }: { entry: TerminalLeaderboardEntry; mine: boolean }) {
  return (
    <li className={mine ? 'games-board__row games-board__row--mine' : 'games-board__row'}>
      <span className="games-board__position">{entry.position}.</span>
      <UserAvatar avatarPath={avatarPathOf(entry.avatar_id)} name={entry.name} />
      <span className="games-board__name">{mine ? `${entry.name} (tu)` : entry.name}</span>
      <span className="games-board__score">{entry.score} punti</span>
    </li>
  );
}
