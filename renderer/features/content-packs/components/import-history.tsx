import { formatDate } from '#common/format/swiss-italian.ts';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { useContentPackImports } from '../api/content-pack-calls.ts';

/** The packs imported so far, the latest first, with what each import added, changed, retired. */
export function ImportHistory() {
  const imports = useContentPackImports();
  return (
    <section className="content-packs__section" aria-labelledby="import-history-heading">
      <h2 id="import-history-heading" className="content-packs__heading">
        Importazioni
      </h2>
      {imports.isPending ? (
        <p className="content-packs__state" aria-busy="true">
          Caricamento delle importazioni…
        </p>
      ) : imports.isError ? (
        <LoadError
          message="Impossibile caricare le importazioni."
          onRetry={() => void imports.refetch()}
        />
      ) : imports.data.length === 0 ? (
        <p className="content-packs__state">Nessun pacchetto importato finora.</p>
      ) : (
        // Scrolls on its own on a phone; focusable so the hidden columns are reachable by keyboard.
        <div
          className="content-packs__table-scroll"
          role="region"
          aria-label="Tabella delle importazioni"
          tabIndex={0}
        >
          <table className="content-packs__table" aria-labelledby="import-history-heading">
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Pacchetto</th>
                <th scope="col">Versione</th>
                <th scope="col">Aggiunti</th>
                <th scope="col">Modificati</th>
                <th scope="col">Ritirati</th>
              </tr>
            </thead>
            <tbody>
              {imports.data.map((record) => (
                <tr key={record.id}>
                  <td>{formatDate(record.imported_at)}</td>
                  <th scope="row">{record.pack_title}</th>
                  <td>{record.pack_version}</td>
                  <td>{record.added}</td>
                  <td>{record.changed}</td>
                  <td>{record.retired}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
