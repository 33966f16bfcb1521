import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 2, module 2: how client and server talk. */
export const httpAndApis: DemoEntity = {
  key: 'http-and-apis',
  type: 'module',
  title: 'HTTP e API REST',
  description:
    'Come si parlano browser e server: richieste, risposte, codici di stato, JSON e il progetto di un’API REST.',
  pcto_minutes: 120,
  points: 250,
  tags: ['http', 'api', 'back end', 'json'],
  num_badges: 1,
  certificate: false,
  sections: [
    {
      title: 'Il protocollo HTTP',
      resources: [
        video(
          'http-and-apis-request-response',
          'Richiesta e risposta',
          'Metodo, URL, intestazioni e corpo; che cosa succede quando scrivi un indirizzo nel browser.',
          LESSON_CLIPS.backend,
        ),
        video(
          'http-and-apis-status-codes',
          'I codici di stato',
          '200, 201, 204, 400, 401, 403, 404 e 500: che cosa ci dice il server con un numero.',
          LESSON_CLIPS.backend,
        ),
      ],
    },
    {
      title: 'API REST e JSON',
      resources: [
        video(
          'http-and-apis-rest-design',
          'Progettare un’API REST',
          'Risorse, verbi GET, POST, PUT e DELETE, e il formato JSON.',
          LESSON_CLIPS.backend,
        ),
        {
          key: 'http-and-apis-exercise-fetch',
          type: 'exercise',
          title: 'Esercizio: chiama un’API con fetch',
          description: 'Leggi dati JSON da un’API pubblica di prova.',
          duration_seconds: 900,
          instructions:
            'Nella console del browser scrivi: const risposta = await fetch("https://jsonplaceholder.typicode.com/todos/1").\n\n' +
            'Controlla risposta.status e risposta.headers.get("content-type"), poi leggi il corpo con await risposta.json().\n\n' +
            'Prova l’indirizzo /todos/999999: quale codice di stato ricevi? Scrivi in due righe che cosa significa.',
        },
        {
          key: 'http-and-apis-final-quiz',
          type: 'quiz',
          title: 'Quiz finale: HTTP e API',
          description: 'Verifica di conoscere richieste, risposte e API REST.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 60,
            questions: [
              single(
                'Quale codice di stato indica che la risorsa richiesta non esiste?',
                ['200', '301', '404', '500'],
                2,
                '404 Not Found: il server ha capito la richiesta ma non ha trovato la risorsa.',
              ),
              multiple(
                'Quali metodi HTTP servono di solito a modificare dati sul server?',
                ['GET', 'POST', 'PUT', 'DELETE'],
                [1, 2, 3],
                'GET legge e non dovrebbe mai modificare nulla; POST crea, PUT sostituisce, DELETE cancella.',
              ),
              single(
                'Che cos’è il JSON?',
                [
                  'Un linguaggio di programmazione',
                  'Un formato di testo per rappresentare dati strutturati',
                  'Un database',
                  'Un tipo di server web',
                ],
                1,
                'JSON (JavaScript Object Notation) rappresenta oggetti, array, stringhe, numeri e booleani come testo.',
              ),
              single(
                'Che differenza c’è tra 401 e 403?',
                [
                  'Nessuna, sono sinonimi',
                  '401: non sei autenticato; 403: sei autenticato ma non hai il permesso',
                  '401: errore del server; 403: errore del client',
                  '401: pagina spostata; 403: pagina cancellata',
                ],
                1,
                '401 chiede di identificarsi; 403 dice che, pur sapendo chi sei, l’accesso non è consentito.',
              ),
              multiple(
                'Quali parti può avere una richiesta HTTP?',
                ['Metodo', 'Intestazioni', 'Corpo', 'Codice di stato'],
                [0, 1, 2],
                'Il codice di stato appartiene alla risposta, non alla richiesta.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
