import type { ReactNode } from 'react';
import { useDownload } from '../../../lib/downloads/use-download.ts';
import type { ReportDownloadRequest } from '../api/report-downloads.ts';

/**
 * A button that downloads one file (toasts included, from the download helper). It stays
 * disabled while its own download runs, so one click makes one file.
 */
export function DownloadButton(props: {
  request: ReportDownloadRequest;
  children: ReactNode;
  /** The name for assistive technology; it starts with the visible text (WCAG label in name). */
  label?: string;
  variant?: 'primary' | 'ghost';
}) {
  const { download, isDownloading } = useDownload();
  return (
    <button
      type="button"
      className={`button button--${props.variant ?? 'ghost'}`}
      aria-label={props.label}
      aria-busy={isDownloading}
      disabled={isDownloading}
      onClick={() => void download(props.request)}
    >
      <span aria-hidden="true">⤓ </span>
      {props.children}
    </button>
  );
}
