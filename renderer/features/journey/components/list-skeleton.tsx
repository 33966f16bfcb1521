import '../../../components/skeleton/skeleton.css';
import './list-skeleton.css';

/**
 * Grey blocks where the cards will be, taking their space, so the page does not jump when the
 * data arrives.
 */
export function ListSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div className="list-skeleton" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_unused, index) => (
        <span key={index} className="list-skeleton__row skeleton-shine" aria-hidden="true" />
      ))}
    </div>
  );
}
