/** Restarts a guided tour; each tour's own last step points at it (data-tour="tutorial"). */
export function TutorialButton({ onStart }: { onStart(): void }) {
  return (
    <button type="button" className="button button--ghost" data-tour="tutorial" onClick={onStart}>
      Tutorial
    </button>
  );
}
