import { useId, useState } from 'react';
import { useDownload } from '../../../lib/downloads/use-download.ts';
import { DOWNLOAD_MESSAGES } from '../../../lib/downloads/download-messages.ts';
import { myDataDownload } from '../api/privacy-calls.ts';
import { ErasureRequestSection } from './erasure-request-section.tsx';
import './settings.css';

/**
 * "I miei dati" (issue 25 §3): the caller's data as a ZIP, for every role that reaches the
 * settings; students can also ask for their account to be erased. The download goes through the
 * same manager as certificates (desktop: main saves it; browser: a blob), with its toasts; the
 * failure also stays under the button, since a toast goes away.
 */
export function MyDataPanel({ canAskErasure }: { canAskErasure: boolean }) {
  const { download, isDownloading } = useDownload();
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();

  const start = async () => {
    setFailure(null);
    const result = await download(myDataDownload());
    if (result.state === 'failed') setFailure(result.message ?? DOWNLOAD_MESSAGES.failed);
  };

  return (
    <section className="settings-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-panel__title">
        I miei dati
      </h2>
      <p className="settings-panel__text">
        Scarica una copia dei dati del tuo account: un file ZIP con i dati in formato JSON, i
        certificati in PDF e un file README.txt che spiega cosa contiene ogni parte.
      </p>
      <div className="settings-panel__controls">
        <button
          type="button"
          className="button button--primary"
          disabled={isDownloading}
          onClick={() => void start()}
        >
          {isDownloading ? 'Preparazione del file…' : 'Scarica i miei dati'}
        </button>
        {isDownloading && (
          <p className="settings-panel__status" role="status">
            Stiamo raccogliendo i tuoi dati: può richiedere qualche secondo.
          </p>
        )}
      </div>
      {failure && (
        <p className="settings-field__error" role="alert">
          Non è stato possibile scaricare i tuoi dati. {failure}
        </p>
      )}
      {canAskErasure && <ErasureRequestSection />}
    </section>
  );
}
