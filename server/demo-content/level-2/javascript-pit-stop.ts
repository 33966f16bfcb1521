import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 2 pit stop: reading and fixing code before moving to the server. */
export const javascriptPitStop: DemoEntity = {
  key: 'javascript-pit-stop',
  type: 'pit_stop',
  title: 'Pit stop: caccia al bug',
  description:
    'Fermati a leggere codice scritto da altri: trova gli errori più comuni di JavaScript e impara a usare il debugger.',
  pcto_minutes: 45,
  points: 150,
  tags: ['ripasso', 'javascript', 'debug'],
  num_badges: 0,
  certificate: false,
  sections: [
    {
      title: 'Debug',
      resources: [
        video(
          'javascript-pit-stop-debugger',
          'Il debugger del browser',
          'Punti di interruzione, esecuzione passo passo e ispezione delle variabili.',
          LESSON_CLIPS.javascript,
        ),
        {
          key: 'javascript-pit-stop-exercise-fix',
          type: 'exercise',
          title: 'Esercizio: correggi la funzione',
          description: 'Una funzione con tre errori da scovare.',
          duration_seconds: 900,
          instructions:
            'La funzione seguente dovrebbe contare i voti sufficienti, ma restituisce risultati sbagliati:\n\n' +
            'function sufficienti(voti) { let conta; for (let i = 0; i <= voti.length; i++) { if (voti[i] > 6) conta++; } return conta; }\n\n' +
            'Trova i tre errori (valore iniziale, condizione del ciclo, confronto con il 6), correggili e verifica che sufficienti([5, 6, 8]) restituisca 2.',
        },
        {
          key: 'javascript-pit-stop-check',
          type: 'quiz',
          title: 'Verifica del pit stop',
          description: 'Tre domande sugli errori più comuni.',
          quiz: {
            kind: 'test',
            pass_percentage: 60,
            questions: [
              single(
                'Quanto vale let conta; conta++ ?',
                ['0', '1', 'NaN', 'undefined'],
                2,
                'conta parte da undefined; undefined + 1 dà NaN. Per questo un contatore va inizializzato a 0.',
              ),
              single(
                'In un array di 3 elementi, qual è l’ultimo indice valido?',
                ['1', '2', '3', '4'],
                1,
                'Gli indici partono da 0: il ciclo corretto usa i < voti.length, non <=.',
              ),
              multiple(
                'Quali strumenti aiutano a trovare un errore?',
                [
                  'console.log dei valori intermedi',
                  'I punti di interruzione del debugger',
                  'Cancellare il file e ricominciare',
                  'Leggere il messaggio di errore nella console',
                ],
                [0, 1, 3],
                'Osservare i valori e leggere i messaggi porta alla causa; ricominciare da capo non spiega l’errore.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
