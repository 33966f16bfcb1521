import { useId } from 'react';
import { useDownload } from '../../../lib/downloads/use-download.ts';
import { useRecentDownloads } from '../../../lib/downloads/use-recent-downloads.ts';
import './settings.css';

export const RECENT_DOWNLOADS_TEXTS = {
  title: 'Ultimi download',
  open: 'Apri',
  showInFolder: 'Mostra nella cartella',
  loading: 'Caricamento degli ultimi download…',
  empty: 'Nessun download completato da quando hai aperto l’app.',
} as const;

/**
 * The files downloaded in this run of the desktop app, each with "open" and "show in its folder"
 * (main finds the file by id). The toasts cannot carry buttons, so this list is where a finished
 * download is reached. Renders nothing in a browser.
 */
export function RecentDownloads() {
  const { available, loading, downloads } = useRecentDownloads();
  const { openFile, showInFolder } = useDownload();
  const titleId = useId();
  if (!available) return null;

  return (
    <section className="settings-panel" aria-labelledby={titleId} aria-busy={loading}>
      <h2 id={titleId} className="settings-panel__title">
        {RECENT_DOWNLOADS_TEXTS.title}
      </h2>
      {loading ? (
        <p className="settings-panel__status" role="status">
          {RECENT_DOWNLOADS_TEXTS.loading}
        </p>
      ) : downloads.length === 0 ? (
        <p className="settings-panel__status">{RECENT_DOWNLOADS_TEXTS.empty}</p>
      ) : (
        <ul className="recent-downloads">
          {downloads.map((download) => (
            <li key={download.id} className="recent-downloads__item">
              {/* The buttons keep their short names; the file name describes them. */}
              <span id={`${titleId}-${download.id}`} className="recent-downloads__name">
                {download.fileName}
              </span>
              <span className="recent-downloads__actions">
                <button
                  type="button"
                  className="button button--ghost"
                  aria-describedby={`${titleId}-${download.id}`}
                  onClick={() => void openFile(download.id)}
                >
                  {RECENT_DOWNLOADS_TEXTS.open}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-describedby={`${titleId}-${download.id}`}
                  onClick={() => void showInFolder(download.id)}
                >
                  {RECENT_DOWNLOADS_TEXTS.showInFolder}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
