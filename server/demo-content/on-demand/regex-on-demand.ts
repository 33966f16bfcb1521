import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** On-demand item: regular expressions. */
export const regexOnDemand: DemoEntity = {
  key: 'regex-on-demand',
  type: 'on_demand',
  title: 'Espressioni regolari',
  description:
    'Cerca e convalida testo con le espressioni regolari: classi di caratteri, quantificatori e gruppi, in JavaScript e con grep.',
  pcto_minutes: 45,
  points: 120,
  tags: ['regex', 'javascript', 'terminale'],
  num_badges: 0,
  certificate: false,
  sections: [
    {
      title: 'Cercare nel testo',
      resources: [
        video(
          'regex-on-demand-basics',
          'Le basi delle espressioni regolari',
          'Caratteri letterali, ., \\d, \\w, i quantificatori * + ? e le ancore ^ e $.',
          LESSON_CLIPS.javascript,
        ),
        {
          key: 'regex-on-demand-exercise-postcode',
          type: 'exercise',
          title: 'Esercizio: convalida un CAP',
          description: 'Scrivi l’espressione che riconosce un codice postale.',
          duration_seconds: 600,
          instructions:
            'In JavaScript scrivi const cap = /^\\d{4}$/ per i codici postali svizzeri, che hanno quattro cifre.\n\n' +
            'Provala con cap.test("6900"), cap.test("690") e cap.test("69000"), e annota i risultati.\n\n' +
            'Nel terminale usa grep -E "[0-9]{4}" indirizzi.txt per trovare le righe che contengono un numero di quattro cifre.',
        },
        {
          key: 'regex-on-demand-quiz',
          type: 'quiz',
          title: 'Quiz: espressioni regolari',
          description: 'Quattro domande sulle espressioni regolari.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 75,
            questions: [
              single(
                'Che cosa riconosce \\d?',
                ['Una lettera', 'Una cifra', 'Uno spazio', 'Qualsiasi carattere'],
                1,
                '\\d corrisponde a una cifra da 0 a 9.',
              ),
              single(
                'Che cosa significano ^ e $ in /^ciao$/?',
                [
                  'Inizio e fine del testo',
                  'Maiuscole e minuscole',
                  'Ripetizione',
                  'Un gruppo opzionale',
                ],
                0,
                'Con le ancore il testo deve essere esattamente "ciao", senza altro prima o dopo.',
              ),
              multiple(
                'Quali stringhe sono riconosciute da /^a+b?$/?',
                ['a', 'aab', 'b', 'abb'],
                [0, 1],
                'a+ richiede almeno una a, b? permette una sola b facoltativa alla fine.',
              ),
              single(
                'Quale quantificatore indica "zero o più volte"?',
                ['+', '?', '*', '{1}'],
                2,
                '* significa zero o più, + una o più, ? zero o una.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
