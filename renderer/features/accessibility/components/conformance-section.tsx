import { CONFORMANCE_STATUS, KNOWN_NON_CONFORMITIES } from './statement-facts.ts';

/** AgID model, "Stato di conformità" and "Contenuti non accessibili". */
export function ConformanceSection() {
  return (
    <>
      <section aria-labelledby="statement-status">
        <h2 id="statement-status">Stato di conformità</h2>
        <p>
          La Tech Journey è <strong>{CONFORMANCE_STATUS}</strong> ai requisiti previsti
          dall’allegato A alla norma UNI CEI EN 301549 (che richiama le WCAG 2.1, livelli A e AA),
          in ragione dei casi di non conformità elencati di seguito.
        </p>
      </section>
      <section aria-labelledby="statement-gaps">
        <h2 id="statement-gaps">Contenuti non accessibili</h2>
        <p>
          Per inosservanza della legge 4/2004, i contenuti elencati di seguito non sono ancora
          accessibili. Non ci sono contenuti esclusi per onere sproporzionato.
        </p>
        <ul className="statement__gaps">
          {KNOWN_NON_CONFORMITIES.map((item) => (
            <li key={item.what}>
              <strong>{item.what}</strong> {item.why}
            </li>
          ))}
        </ul>
        <p>
          Sono fuori da questa dichiarazione i servizi di terzi che la piattaforma apre: la
          piattaforma degli eventi (HG EVENT), i lettori video di YouTube e gli strumenti esterni
          collegati con LTI.
        </p>
      </section>
    </>
  );
}
