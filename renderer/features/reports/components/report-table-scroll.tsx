import type { ReactNode } from 'react';

/**
 * A report table's own horizontal scroll: on a phone a table wider than the screen scrolls inside
 * this box instead of widening the whole page. It can take the focus, so the hidden columns can
 * also be reached with the arrow keys, and is named after its table.
 */
export function ReportTableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="report-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
