import { useDownload } from '../../../lib/downloads/use-download.ts';
import { contentExportDownload } from '../api/content-pack-calls.ts';

/**
 * The platform's current content as a pack, media included: a backup, or the start of the next
 * version of a school's pack. Saved like every other download (desktop: main writes it).
 */
export function ExportSection() {
  const { download, isDownloading } = useDownload();
  return (
    <section className="content-packs__section" aria-labelledby="content-export-heading">
      <h2 id="content-export-heading" className="content-packs__heading">
        Esporta
      </h2>
      <p className="content-packs__hint">
        Scarica i contenuti attuali della piattaforma, con i video e le immagini, come pacchetto: si
        importa così com’è in un altro server.
      </p>
      <button
        type="button"
        className="button button--ghost"
        aria-busy={isDownloading}
        disabled={isDownloading}
        onClick={() => void download(contentExportDownload)}
      >
        <span aria-hidden="true">⤓ </span>
        {isDownloading ? 'Esportazione in corso…' : 'Esporta i contenuti'}
      </button>
    </section>
  );
}
