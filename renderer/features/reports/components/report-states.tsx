import '../../../components/skeleton/skeleton.css';
import './reports.css';

/** Grey rows where a list will be, announced as loading. */
export function ReportSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="report-skeleton" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_unused, index) => (
        <span key={index} className="report-skeleton__row skeleton-shine" aria-hidden="true" />
      ))}
    </div>
  );
}

/** An Italian sentence where a list has nothing to show. */
export function ReportEmpty({ children }: { children: string }) {
  return <p className="report-empty">{children}</p>;
}

/** A list that failed to load; the error toast already told why. */
export function ReportError({ onRetry }: { onRetry: () => void }) {
  return (
    <p className="report-empty">
      Impossibile caricare i dati.{' '}
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Riprova
      </button>
    </p>
  );
}
