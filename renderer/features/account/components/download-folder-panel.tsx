import { useId, useState } from 'react';
import { useDownloadFolder } from '../../../lib/downloads/use-download-folder.ts';
import './settings.css';

export const DOWNLOAD_PANEL_TEXTS = {
  title: 'Download',
  folderLabel: 'Cartella dei download',
  askEveryTimeShort: 'Chiedi ogni volta dove salvare',
  chooseFolder: 'Scegli cartella…',
  askEveryTime: 'Chiedi ogni volta dove salvare i file',
  loading: 'Caricamento delle impostazioni dei download…',
  loadFailed: 'Impossibile leggere la cartella dei download.',
} as const;

/**
 * Where the desktop app saves downloads: the folder in use (or "ask every time"), a button that
 * opens main's folder dialog and the "ask every time" switch. Renders nothing in a browser,
 * where the browser decides. Controls are disabled while main answers, so a double click cannot
 * open two dialogs.
 */
export function DownloadFolderPanel() {
  const { available, setting, loadFailed, chooseFolder, setAskEveryTime } = useDownloadFolder();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  if (!available) return null;

  const run = async (change: () => Promise<void>) => {
    setBusy(true);
    try {
      await change();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-panel" aria-labelledby={titleId} aria-busy={busy || !setting}>
      <h2 id={titleId} className="settings-panel__title">
        {DOWNLOAD_PANEL_TEXTS.title}
      </h2>
      {setting ? (
        <>
          <dl className="settings-panel__value">
            <dt>{DOWNLOAD_PANEL_TEXTS.folderLabel}</dt>
            <dd>
              {setting.askEveryTime ? DOWNLOAD_PANEL_TEXTS.askEveryTimeShort : setting.folder}
            </dd>
          </dl>
          <div className="settings-panel__controls">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void run(chooseFolder)}
            >
              {DOWNLOAD_PANEL_TEXTS.chooseFolder}
            </button>
            <label className="settings-panel__check">
              <input
                type="checkbox"
                checked={setting.askEveryTime}
                disabled={busy}
                onChange={(event) => {
                  const next = event.currentTarget.checked;
                  void run(() => setAskEveryTime(next));
                }}
              />
              {DOWNLOAD_PANEL_TEXTS.askEveryTime}
            </label>
          </div>
        </>
      ) : (
        <p className="settings-panel__status" role={loadFailed ? 'alert' : 'status'}>
          {loadFailed ? DOWNLOAD_PANEL_TEXTS.loadFailed : DOWNLOAD_PANEL_TEXTS.loading}
        </p>
      )}
    </section>
  );
}
