import './journey-states.css';

/** An Italian sentence where a list has nothing to show, in the list's own place. */
export function EmptyState({ children }: { children: string }) {
  return <p className="journey-empty">{children}</p>;
}
