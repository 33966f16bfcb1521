/**
 * The facts the accessibility statement states, kept apart from its wording so that a review
 * changes them in one place (docs/accessibility.md says when to review).
 */

/** When the statement was written (AgID model: "redatta il"), Swiss date format. */
export const STATEMENT_DATE = '27.11.2026';

/** AgID's wording: partially conformant while any non-conformity below is known. */
export const CONFORMANCE_STATUS = 'parzialmente conforme';

/**
 * What is known not to conform, with the criterion it misses. Each item is true of the code as
 * of STATEMENT_DATE; remove an item only with the change that fixes it.
 */
export const KNOWN_NON_CONFORMITIES: readonly { readonly what: string; readonly why: string }[] = [
  {
    what: 'Video delle lezioni senza sottotitoli.',
    why: 'I sottotitoli in italiano compaiono solo quando chi ha pubblicato il video ha caricato il loro file; per i video che non lo hanno, e per i video di YouTube delle sessioni in diretta, non sono garantiti (criterio 1.2.2). Nessun video ha per ora l’audiodescrizione o una trascrizione (criteri 1.2.3 e 1.2.5).',
  },
  {
    what: 'Documenti PDF senza struttura.',
    why: 'Gli attestati, il curriculum e il foglio delle credenziali si scaricano come PDF senza tag: un lettore di schermo ne legge il testo, ma non i titoli, l’ordine di lettura e le tabelle (criterio 1.3.1 applicato ai documenti).',
  },
  {
    what: 'Contenuti scritti da docenti e autori.',
    why: 'Il testo alternativo delle immagini, i titoli e i link dentro le lezioni, gli esercizi e i pacchetti di contenuti dipendono da chi li scrive: le verifiche automatiche controllano le pagine di prova, non ogni contenuto pubblicato (criteri 1.1.1, 1.3.1 e 2.4.4).',
  },
  {
    what: 'Nessuna verifica con lettori di schermo.',
    why: 'Le pagine non sono ancora state provate con NVDA, JAWS, VoiceOver o TalkBack da persone che li usano ogni giorno: ciò che solo una persona può giudicare (la chiarezza degli annunci, l’ordine di lettura) non è stato verificato.',
  },
];
