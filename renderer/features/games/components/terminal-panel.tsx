import { timeAnnouncement, useCountdown } from '../hooks/use-countdown.ts';
import type { AnsweredLine, GameState } from '../hooks/use-terminal-game.ts';
import { TerminalCommandLine } from './terminal-command-line.tsx';
import { TerminalPrompt } from './terminal-prompt.tsx';

type Playing = Extract<GameState, { phase: 'playing' }>;

/** Seconds as m:ss, the way a countdown is read at a glance. */
const clock = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The terminal of a running round: the answered tasks above, the current one with the command
 * line below. Keyboard first: the command line has the focus from the start and keeps it, and
 * Enter sends. The time is announced politely at 30 and 10 seconds only.
 */
export function TerminalPanel(props: {
  game: Playing;
  sending: boolean;
  sendError: string | null;
  feedback: AnsweredLine | null;
  onSubmit: (answer: string) => void;
  onTimeUp: () => void;
}) {
  const { game } = props;
  const task = game.round.task;
  const left = useCountdown(game.deadline, props.onTimeUp);
  const secondsLeft = Math.ceil(left / 1000);

  return (
    <div className="terminal">
      <div className="terminal__bar">
        <span className="terminal__dots" aria-hidden="true" />
        <span className="terminal__title">Terminale a tempo</span>
        <span
          className={secondsLeft <= 10 ? 'terminal__timer terminal__timer--low' : 'terminal__timer'}
        >
          <span className="visually-hidden">Tempo rimasto: </span>
          {clock(left)}
        </span>
        <span className="terminal__score">Punti: {game.round.score}</span>
      </div>
      <p className="visually-hidden" role="status">
        {timeAnnouncement(secondsLeft)}
      </p>
      <div className="terminal__screen">
        <ol className="terminal__lines" aria-label="Sfide completate">
          {game.lines.map((line) => (
            <li key={line.number} className="terminal__line">
              <p className="terminal__task"># {line.prompt}</p>
              <p className="terminal__command">
                <TerminalPrompt />
                <span>{line.answer}</span>{' '}
                {line.correct ? (
                  <span className="terminal__ok">✓ +{line.points}</span>
                ) : (
                  <span className="terminal__ko">✗</span>
                )}
              </p>
            </li>
          ))}
        </ol>
        <p className="terminal__feedback" role="status">
          {props.feedback &&
            (props.feedback.correct ? (
              <span className="terminal__ok">Corretto! +{props.feedback.points} punti</span>
            ) : (
              <span className="terminal__ko">
                Sbagliato. Il comando atteso era: <code>{props.feedback.expected}</code>
              </span>
            ))}
        </p>
        {task && (
          // A new task mounts a new, empty command line (a failed send keeps what was typed).
          <TerminalCommandLine
            key={task.number}
            task={task}
            sending={props.sending}
            sendError={props.sendError}
            onSubmit={props.onSubmit}
          />
        )}
      </div>
    </div>
  );
}
