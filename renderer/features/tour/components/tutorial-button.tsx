/** Restarts the main tour; also the tour's own last step points at it. */
export function TutorialButton({ onStart }: { onStart(): void }) {
  return (
    <button type="button" className="button button--ghost" data-tour="tutorial" onClick={onStart}>
      Tutorial
    </button>
  );
}
