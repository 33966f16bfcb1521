import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 2, module 1: the JavaScript language. */
export const javascriptBasics: DemoEntity = {
  key: 'javascript-basics',
  type: 'module',
  title: 'JavaScript: le fondamenta',
  description:
    'Variabili, tipi, condizioni, cicli e funzioni: i mattoni del linguaggio che fa funzionare il web, dal browser al server.',
  pcto_minutes: 150,
  points: 280,
  tags: ['javascript', 'programmazione'],
  num_badges: 2,
  certificate: true,
  download_materials_link: 'https://developer.mozilla.org/it/docs/Web/JavaScript/Guide',
  sections: [
    {
      title: 'Valori e variabili',
      resources: [
        video(
          'javascript-basics-values-and-types',
          'Valori e tipi',
          'Numeri, stringhe, booleani, null e undefined; come scoprire il tipo di un valore con typeof.',
          LESSON_CLIPS.javascript,
        ),
        video(
          'javascript-basics-let-and-const',
          'let e const',
          'Dichiarare variabili, perché preferire const e che cosa succede riassegnando una costante.',
          LESSON_CLIPS.javascript,
        ),
        {
          key: 'javascript-basics-exercise-console',
          type: 'exercise',
          title: 'Esercizio: la console del browser',
          description: 'Sperimenta con i valori direttamente nella console.',
          duration_seconds: 600,
          instructions:
            'Apri gli strumenti per sviluppatori del browser (F12) e scegli la scheda Console.\n\n' +
            'Dichiara const nome = "Giulia" e let anni = 16; poi stampa con console.log(`${nome} ha ${anni} anni`).\n\n' +
            'Prova typeof su 42, "42", true e null, e annota i risultati: uno ti sorprenderà.',
        },
      ],
    },
    {
      title: 'Controllo del flusso e funzioni',
      resources: [
        video(
          'javascript-basics-conditions-and-loops',
          'Condizioni e cicli',
          'if, else, il confronto stretto === e i cicli for e for...of sugli array.',
          LESSON_CLIPS.javascript,
        ),
        video(
          'javascript-basics-functions',
          'Le funzioni',
          'Parametri, valore di ritorno e funzioni freccia.',
          LESSON_CLIPS.javascript,
        ),
        {
          key: 'javascript-basics-exercise-grades',
          type: 'exercise',
          title: 'Esercizio: la media dei voti',
          description: 'Scrivi una funzione che calcola la media di un array di voti.',
          duration_seconds: 1200,
          instructions:
            'Crea il file media.js con la funzione media(voti) che riceve un array di numeri e restituisce la loro media.\n\n' +
            'Usa un ciclo for...of per sommare i voti e ricordati il caso dell’array vuoto: in quel caso restituisci 0.\n\n' +
            'Aggiungi una seconda funzione esito(voti) che restituisce "promosso" se la media è almeno 6, altrimenti "da recuperare". Provale con node media.js.',
        },
        {
          key: 'javascript-basics-final-quiz',
          type: 'quiz',
          title: 'Quiz finale: JavaScript',
          description: 'Verifica di conoscere i fondamenti del linguaggio.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 70,
            questions: [
              single(
                'Che cosa restituisce typeof null?',
                ['"null"', '"undefined"', '"object"', '"number"'],
                2,
                'È un errore storico del linguaggio mantenuto per compatibilità: typeof null vale "object".',
              ),
              single(
                'Quale dichiarazione impedisce di riassegnare la variabile?',
                ['var', 'let', 'const', 'function'],
                2,
                'Una variabile dichiarata con const non può essere riassegnata, anche se un oggetto al suo interno può cambiare.',
              ),
              single(
                'Quanto vale 2 + "2" in JavaScript?',
                ['4', '"22"', 'NaN', 'Un errore'],
                1,
                'Con una stringa il + concatena: il numero 2 viene convertito in "2" e il risultato è "22".',
              ),
              multiple(
                'Quali espressioni valgono true?',
                ['3 === 3', '"3" === 3', '"3" == 3', 'null === undefined'],
                [0, 2],
                '=== confronta anche il tipo; == converte i valori prima del confronto, per questo si preferisce ===.',
              ),
              single(
                'Che cosa restituisce una funzione senza return?',
                ['0', 'null', 'undefined', 'Una stringa vuota'],
                2,
                'Senza un return esplicito una funzione restituisce undefined.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
