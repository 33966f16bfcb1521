import { assessmentQuestion as q } from './assessment-types.ts';
import type { AssessmentQuestion } from './assessment-types.ts';

/** FRONT END: questions 19-24. */
export const frontEndQuestions: AssessmentQuestion[] = [
  q(
    19,
    'FRONT END',
    'HTML-CSS',
    'Quale tag HTML crea un collegamento a un’altra pagina?',
    { a: '<link>', b: '<a>', c: '<href>', d: '<nav>' },
    'b',
    'Il tag a con l’attributo href crea un link; link nella head serve a collegare risorse come i fogli di stile.',
  ),
  q(
    20,
    'FRONT END',
    'HTML-CSS',
    'Quale proprietà CSS imposta lo spazio tra il bordo e il contenuto di un elemento?',
    { a: 'margin', b: 'padding', c: 'border-spacing', d: 'gap' },
    'b',
    'padding è lo spazio interno al bordo; margin è lo spazio esterno tra un elemento e gli altri.',
  ),
  q(
    21,
    'FRONT END',
    'JS',
    'Che differenza c’è tra == e === in JavaScript?',
    {
      a: 'Nessuna',
      b: '=== confronta anche il tipo, == converte i valori prima di confrontarli',
      c: '== è più veloce e sempre preferibile',
      d: '=== serve solo per le stringhe',
    },
    'b',
    'Per esempio "1" == 1 è vero ma "1" === 1 è falso: === evita conversioni inattese.',
  ),
  q(
    22,
    'FRONT END',
    'VUE',
    'In Vue, quale direttiva ripete un elemento per ogni voce di un array?',
    { a: 'v-if', b: 'v-for', c: 'v-model', d: 'v-bind' },
    'b',
    'v-for="voce in voci" crea un elemento per ogni voce; v-if mostra o nasconde, v-model collega un campo a un dato.',
  ),
  q(
    23,
    'FRONT END',
    'UX/UI',
    'Perché è importante un buon contrasto tra testo e sfondo?',
    {
      a: 'Rende la pagina più leggera',
      b: 'Rende il testo leggibile per tutti, anche per chi vede poco o è sotto il sole',
      c: 'Migliora la velocità del server',
      d: 'Serve solo per la stampa',
    },
    'b',
    'Le linee guida WCAG chiedono un rapporto di contrasto minimo di 4,5:1 per il testo normale.',
  ),
  q(
    24,
    'FRONT END',
    'Mobile',
    'Che cosa significa che un sito è responsive?',
    {
      a: 'Che risponde velocemente',
      b: 'Che si adatta a schermi di dimensioni diverse',
      c: 'Che funziona senza Internet',
      d: 'Che ha un’app dedicata',
    },
    'b',
    'Con layout fluidi e media query la stessa pagina funziona su telefono, tablet e computer.',
  ),
];
