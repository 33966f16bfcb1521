import { multiple, single } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';

/** Level 2 final test: opens once every other entity of the level is completed. */
export const levelTwoFinalTest: DemoEntity = {
  key: 'javascript-backend-final-test',
  type: 'final_test',
  title: 'Test finale: JavaScript e back end',
  description:
    'Metti alla prova ciò che sai su JavaScript, HTTP e Node.js: superalo per sbloccare il livello successivo.',
  pcto_minutes: 30,
  points: 300,
  tags: ['test finale', 'javascript', 'http', 'node.js'],
  num_badges: 1,
  certificate: true,
  sections: [
    {
      title: 'Test finale',
      resources: [
        {
          key: 'javascript-backend-final-test-quiz',
          type: 'quiz',
          title: 'Test finale: JavaScript e back end',
          description: 'Nove domande su tutto il livello.',
          quiz: {
            kind: 'final_test',
            pass_percentage: 70,
            questions: [
              single(
                'Quale ciclo è più adatto per scorrere i valori di un array?',
                ['for...of', 'for...in', 'while (true)', 'do...until'],
                0,
                'for...of scorre i valori; for...in scorre le chiavi ed è pensato per gli oggetti.',
              ),
              single(
                'Che cosa stampa console.log([1, 2, 3].map((n) => n * 2))?',
                ['[1, 2, 3]', '[2, 4, 6]', '12', 'undefined'],
                1,
                'map crea un nuovo array applicando la funzione a ogni elemento.',
              ),
              multiple(
                'Quali valori sono "falsy" in JavaScript?',
                ['0', '""', '"0"', 'null'],
                [0, 1, 3],
                '0, la stringa vuota, null, undefined, NaN e false sono falsy; la stringa "0" non è vuota, quindi è truthy.',
              ),
              single(
                'Quale metodo HTTP si usa per leggere una risorsa?',
                ['POST', 'GET', 'PATCH', 'DELETE'],
                1,
                'GET legge senza modificare: può essere ripetuto e messo in cache.',
              ),
              single(
                'Quale codice di stato è adatto dopo la creazione di una risorsa con POST?',
                ['200', '201', '304', '404'],
                1,
                '201 Created comunica che la risorsa è stata creata.',
              ),
              multiple(
                'Che cosa c’è in un file package.json?',
                [
                  'Il nome del progetto',
                  'Le dipendenze',
                  'Gli script eseguibili con npm run',
                  'Il codice dei pacchetti installati',
                ],
                [0, 1, 2],
                'Il codice dei pacchetti sta in node_modules; package.json li elenca soltanto.',
              ),
              single(
                'Che cosa fa JSON.stringify({ a: 1 })?',
                [
                  'Restituisce la stringa {"a":1}',
                  'Restituisce l’oggetto { a: 1 }',
                  'Invia l’oggetto al server',
                  'Controlla che l’oggetto sia valido',
                ],
                0,
                'stringify trasforma un valore in testo JSON; JSON.parse fa il contrario.',
              ),
              single(
                'Perché il server Node non si blocca mentre aspetta il database?',
                [
                  'Perché usa molti processori',
                  'Perché le operazioni di I/O sono asincrone e il ciclo degli eventi continua a servire altre richieste',
                  'Perché il database risponde sempre subito',
                  'Perché JavaScript è compilato',
                ],
                1,
                'Mentre l’I/O è in corso, il ciclo degli eventi gestisce altre richieste e riprende la callback quando arriva la risposta.',
              ),
              multiple(
                'Quali sono buone pratiche per un’API REST?',
                [
                  'Usare nomi di risorse al plurale, come /contatti',
                  'Restituire codici di stato coerenti',
                  'Usare GET per cancellare',
                  'Rispondere con messaggi di errore chiari',
                ],
                [0, 1, 3],
                'GET non deve avere effetti collaterali: per cancellare esiste DELETE.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
