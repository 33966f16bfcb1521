/** The shell prompt in front of every command line of the game. */
export function TerminalPrompt() {
  return (
    <span className="terminal__prompt" aria-hidden="true">
      studente@techjourney:~$
    </span>
  );
}
