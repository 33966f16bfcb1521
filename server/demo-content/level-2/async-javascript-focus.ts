import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 2 focus: promises and async/await. */
export const asyncJavascriptFocus: DemoEntity = {
  key: 'async-javascript-focus',
  type: 'focus',
  title: 'Focus: JavaScript asincrono',
  description:
    'Approfondisci come JavaScript aspetta senza bloccarsi: callback, promise e async/await, con la gestione degli errori.',
  pcto_minutes: 60,
  points: 200,
  tags: ['javascript', 'promise', 'async'],
  num_badges: 1,
  certificate: false,
  sections: [
    {
      title: 'Promise e async/await',
      resources: [
        video(
          'async-javascript-focus-promises',
          'Le promise',
          'Stati di una promise, then e catch, e perché le operazioni di rete sono asincrone.',
          LESSON_CLIPS.javascript,
        ),
        video(
          'async-javascript-focus-async-await',
          'async e await',
          'Scrivere codice asincrono che si legge come codice sequenziale, con try e catch.',
          LESSON_CLIPS.javascript,
        ),
        {
          key: 'async-javascript-focus-exercise-weather',
          type: 'exercise',
          title: 'Esercizio: attese in parallelo',
          description: 'Confronta attese in sequenza e in parallelo.',
          duration_seconds: 900,
          instructions:
            'Scrivi la funzione attendi(ms) che restituisce new Promise((risolvi) => setTimeout(risolvi, ms)).\n\n' +
            'In una funzione async attendi tre volte 1000 ms uno dopo l’altro e misura il tempo con Date.now().\n\n' +
            'Poi usa await Promise.all([...]) con le stesse tre attese e confronta i tempi: spiega la differenza.',
        },
        {
          key: 'async-javascript-focus-quiz',
          type: 'quiz',
          title: 'Quiz: JavaScript asincrono',
          description: 'Quattro domande su promise e async/await.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 75,
            questions: [
              single(
                'Quali sono gli stati di una promise?',
                [
                  'aperta, chiusa',
                  'pending, fulfilled, rejected',
                  'start, stop, pause',
                  'vero, falso, nullo',
                ],
                1,
                'Una promise è in attesa (pending) finché non viene risolta (fulfilled) o rifiutata (rejected).',
              ),
              single(
                'Dove si può usare await?',
                [
                  'Ovunque',
                  'Solo dentro funzioni async o al livello principale di un modulo',
                  'Solo nei cicli for',
                  'Solo nel browser',
                ],
                1,
                'await è ammesso nelle funzioni async e, nei moduli ES, anche al livello principale.',
              ),
              multiple(
                'Come si gestisce l’errore di una promise?',
                [
                  'Con .catch()',
                  'Con try/catch intorno a un await',
                  'Con un if sul valore della promise',
                  'Ignorandolo, il browser lo risolve',
                ],
                [0, 1],
                'Un rifiuto si intercetta con catch sulla promise o, con await, con try/catch.',
              ),
              single(
                'Che cosa fa Promise.all?',
                [
                  'Esegue le promise una dopo l’altra',
                  'Attende tutte le promise e si rifiuta appena una fallisce',
                  'Restituisce solo la promise più veloce',
                  'Annulla le promise in attesa',
                ],
                1,
                'Promise.all attende in parallelo e restituisce l’array dei risultati, oppure il primo errore.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
