import './load-state.css';

/**
 * A part of a page that could not be loaded: what failed, in Italian, and 'Riprova', which asks
 * again. One look for every list that loads on its own (courses, questions, reports to judge…).
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-state">
      <p>{message}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Riprova
      </button>
    </div>
  );
}
