import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TERMINAL_ANSWER_MAX_LENGTH, type TerminalTask } from '#common/api/games/terminal-game.ts';
import { TerminalPrompt } from './terminal-prompt.tsx';

/**
 * The current task and its command line. It takes the focus when it appears (the game is played
 * from the keyboard) and Enter sends; an empty line sends nothing, nor does Enter while the
 * previous answer is on its way.
 */
export function TerminalCommandLine(props: {
  task: TerminalTask;
  sending: boolean;
  sendError: string | null;
  onSubmit: (answer: string) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [command, setCommand] = useState('');
  useEffect(() => input.current?.focus(), []);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (command.trim() === '' || props.sending) return;
    props.onSubmit(command);
  };

  return (
    <form className="terminal__form" onSubmit={send}>
      <p className="terminal__task terminal__task--current" id={`${id}-task`}>
        # {props.task.prompt}
      </p>
      <div className="terminal__input-line">
        <label htmlFor={id}>
          <TerminalPrompt />
          <span className="visually-hidden">Comando per la sfida {props.task.number}</span>
        </label>
        <input
          ref={input}
          id={id}
          className="terminal__input"
          value={command}
          onChange={(event) => setCommand(event.target.value)}
          aria-describedby={`${id}-task`}
          aria-busy={props.sending}
          maxLength={TERMINAL_ANSWER_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="send"
        />
      </div>
      {props.sendError && (
        <p className="terminal__error" role="alert">
          {props.sendError}
        </p>
      )}
    </form>
  );
}
