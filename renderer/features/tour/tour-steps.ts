import type { TourStep } from '../../components/tour/tour-step.ts';

/**
 * The main tour of the journey map (spec 01 §2), in the order it is walked. The map marks its
 * own elements with data-tour; the header's report link and avatar button are found by what they
 * are. The old platform's link is on the map only where the server names one
 * (HG_PREVIOUS_PLATFORM_URL); elsewhere its step finds no target and the filter leaves it out
 * rather than pointing at nothing.
 */
export const MAIN_TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'levels-dropdown',
    target: '[data-tour="levels-dropdown"]',
    title: 'I livelli',
    text: 'Scegli qui il livello da esplorare: ogni livello è un sistema di pianeti da visitare in ordine.',
    placement: 'bottom-left',
  },
  {
    id: 'module-card',
    target: '[data-tour="entity-module"]',
    title: 'Moduli',
    text: 'I moduli (in arancione) contengono lezioni, esercizi e un quiz finale. Puoi ripetere un quiz finché non lo superi.',
    placement: 'bottom-center',
  },
  {
    id: 'pit-stop-card',
    target: '[data-tour="entity-pit_stop"]',
    title: 'Pit stop',
    text: 'I pit stop (in blu) sono soste per ripassare e mettere in pratica quello che hai imparato.',
    placement: 'bottom-center',
  },
  {
    id: 'focus-card',
    target: '[data-tour="entity-focus"]',
    title: 'Focus',
    text: 'I focus (in verde) approfondiscono un argomento specifico del livello.',
    placement: 'bottom-center',
  },
  {
    id: 'final-test-card',
    target: '[data-tour="entity-final_test"]',
    title: 'Test finale',
    text: 'Il test finale (in rosso) si apre quando hai completato tutto il resto del livello e sblocca il livello successivo.',
    placement: 'top-center',
  },
  {
    id: 'github-repository',
    target: '[data-tour="github-repository"]',
    title: 'Materiali su GitHub',
    text: 'Qui trovi il repository con i materiali del livello: codice, esempi e soluzioni.',
    placement: 'bottom-left',
  },
  {
    id: 'report',
    target: '.app-header a[href="/report"]',
    title: 'Report',
    text: 'Nei report segui i progressi, i tentativi e i certificati delle tue classi.',
    placement: 'bottom-center',
    roles: ['professor'],
  },
  {
    id: 'old-platform',
    target: '[data-tour="old-platform"]',
    title: 'Piattaforma precedente',
    text: 'Da qui puoi tornare alla piattaforma precedente.',
    placement: 'bottom-right',
  },
  {
    id: 'profile',
    target: '.app-header .avatar-menu__trigger',
    title: 'Il tuo profilo',
    text: 'Dal menu del profilo raggiungi i tuoi dati, le impostazioni e il log out.',
    placement: 'bottom-right',
    roles: ['student', 'professor', 'visitor'],
  },
  {
    id: 'tutorial',
    target: '[data-tour="tutorial"]',
    title: 'Rivedi il tutorial',
    text: 'Puoi rivedere questo tutorial quando vuoi con questo pulsante. Buon viaggio!',
    placement: 'bottom-right',
  },
];
