import { STATEMENT_DATE } from './statement-facts.ts';

/** AgID model, "Redazione della dichiarazione di accessibilità": when, and by which methods. */
export function PreparationSection() {
  return (
    <section aria-labelledby="statement-preparation">
      <h2 id="statement-preparation">Redazione della dichiarazione</h2>
      <p>
        La dichiarazione è stata redatta il <time dateTime="2026-11-27">{STATEMENT_DATE}</time> con
        un’autovalutazione di chi sviluppa la piattaforma, usando questi metodi:
      </p>
      <ul>
        <li>
          verifiche automatiche con axe-core (regole WCAG 2.0 e 2.1, livelli A e AA) su ogni pagina
          della piattaforma, per ogni ruolo, su schermo largo e su telefono, anche con le finestre
          di dialogo aperte e i moduli con errori; le verifiche fanno parte dei test che ogni
          modifica deve superare;
        </li>
        <li>
          un percorso fatto solo con la tastiera nelle attività principali (accesso, quiz, lezione,
          gestione della classe, chat), che controlla che il focus sia sempre visibile e non resti
          intrappolato;
        </li>
        <li>
          le pagine con lo zoom al 200% e larghe 320 pixel, per controllare che nessun contenuto si
          perda e che non serva scorrere in orizzontale, tranne che nelle tabelle;
        </li>
        <li>
          le preferenze del sistema operativo: con «riduci movimento» le animazioni si fermano; gli
          esiti dei quiz e l’inizio della serie di giorni sono annunciati ai lettori di schermo.
        </li>
      </ul>
      <p>
        Le verifiche automatiche trovano solo una parte dei problemi possibili: per questo la
        piattaforma si dichiara parzialmente conforme.
      </p>
    </section>
  );
}
