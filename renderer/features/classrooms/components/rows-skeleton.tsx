import '../../../components/skeleton/skeleton.css';
/** Grey lines where a list or table will be, so the page does not jump when the data arrives. */
export function RowsSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div className="rows-skeleton" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_unused, index) => (
        <span key={index} className="rows-skeleton__row skeleton-shine" aria-hidden="true" />
      ))}
    </div>
  );
}
