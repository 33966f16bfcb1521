import type { TourStep } from '../../components/tour/tour-step.ts';

/**
 * The classroom-management tour (spec 02 §2), in the order it is walked: the page marks its own
 * buttons with data-tour; the header's report link and the breadcrumb's home link are found by
 * what they are. The management steps are for professors, the only role that reaches the page,
 * so a filter by role keeps them away from anyone else.
 */
export const CLASSROOM_TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'create-classroom',
    target: '[data-tour="create-classroom"]',
    title: 'Crea una classe',
    text: 'Da qui crei una nuova classe: le dai un nome e poi aggiungi i tuoi studenti.',
    placement: 'bottom-left',
    roles: ['professor'],
  },
  {
    id: 'add-student',
    target: '[data-tour="add-student"]',
    title: 'Aggiungi uno studente',
    text: 'Aggiungi uno studente alla classe selezionata con il suo indirizzo e-mail.',
    placement: 'bottom-center',
    roles: ['professor'],
  },
  {
    id: 'add-student-group',
    target: '[data-tour="add-student-group"]',
    title: 'Aggiungi un gruppo di studenti',
    text: 'Carica un foglio Excel (.xlsx) o un file .csv con un indirizzo e-mail per riga per aggiungere più studenti insieme.',
    placement: 'bottom-center',
    roles: ['professor'],
  },
  {
    id: 'archive-classroom',
    target: '[data-tour="archive-classroom"]',
    title: 'Archivia la classe',
    text: 'A fine anno archivia la classe: resta consultabile tra le classi archiviate e puoi ripristinarla quando vuoi.',
    placement: 'bottom-right',
    roles: ['professor'],
  },
  {
    id: 'delete-classroom',
    target: '[data-tour="delete-classroom"]',
    title: 'Elimina la classe',
    text: 'Elimina la classe quando non ti serve più. Ti chiederemo sempre una conferma.',
    placement: 'bottom-right',
    roles: ['professor'],
  },
  {
    id: 'report',
    target: '.app-header a[href="/report"]',
    title: 'Report',
    text: 'Nei report segui i tentativi, le statistiche e i certificati delle tue classi.',
    placement: 'bottom-center',
    roles: ['professor'],
  },
  {
    id: 'homepage-breadcrumb',
    target: '.breadcrumb a[href="/"]',
    title: 'Torna alla home',
    text: 'Con il percorso di navigazione torni alla pagina iniziale in un clic.',
    placement: 'bottom-left',
  },
  {
    id: 'tutorial',
    target: '[data-tour="tutorial"]',
    title: 'Rivedi il tutorial',
    text: 'Puoi rivedere questo tutorial quando vuoi con questo pulsante.',
    placement: 'top-center',
  },
];
