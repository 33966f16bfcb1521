import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { TerminalGame } from './terminal-game.tsx';
import './games.css';

/**
 * /games (development environment only, spec 01 §2; the route guard keeps everyone out
 * elsewhere, and so does the server): one small game, "Terminale a tempo".
 */
export default function GamesPage() {
  return (
    <PageFrame>
      <TerminalGame />
    </PageFrame>
  );
}
