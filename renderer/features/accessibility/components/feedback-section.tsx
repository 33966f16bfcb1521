import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * AgID model, "Meccanismo di feedback" and "Procedura di attuazione". The address is the
 * school's (accessibilityEmail of the app config); without one, the school's office is named.
 * The Difensore civico's address is plain text: the statement must read true offline too, and
 * nothing here checks that an outside link still works.
 */
export function FeedbackSection() {
  const { config } = useServices();
  const email = config.accessibilityEmail.trim();
  return (
    <>
      <section aria-labelledby="statement-feedback">
        <h2 id="statement-feedback">Meccanismo di feedback e informazioni di contatto</h2>
        <p>
          Se una pagina, un video o un documento della Tech Journey non è accessibile per te,
          segnalacelo: indica la pagina (il suo indirizzo o il suo titolo), che cosa stavi facendo e
          quale ausilio usi, se ne usi uno. Ti risponderemo entro trenta giorni, con il contenuto in
          una forma accessibile o con i tempi della correzione.
        </p>
        {email ? (
          <p>
            Scrivi a <a href={`mailto:${email}`}>{email}</a>.
          </p>
        ) : (
          <p>
            Scrivi alla segreteria della tua scuola: è la scuola che ti dà accesso alla Tech Journey
            e che risponde della sua accessibilità.
          </p>
        )}
      </section>
      <section aria-labelledby="statement-enforcement">
        <h2 id="statement-enforcement">Procedura di attuazione</h2>
        <p>
          Se la risposta non ti soddisfa, o se non ricevi risposta entro trenta giorni, puoi inviare
          una segnalazione al Difensore civico per il digitale, istituito ai sensi dell’articolo 17,
          comma 1-quater, del Codice dell’amministrazione digitale, con il modulo dell’AgID
          all’indirizzo form.agid.gov.it.
        </p>
      </section>
    </>
  );
}
