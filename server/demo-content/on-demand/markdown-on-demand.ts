import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** On-demand item: writing documentation in Markdown. */
export const markdownOnDemand: DemoEntity = {
  key: 'markdown-on-demand',
  type: 'on_demand',
  title: 'Scrivere in Markdown',
  description:
    'Il formato con cui si scrivono README, documentazione e appunti: titoli, elenchi, link, immagini e blocchi di codice.',
  pcto_minutes: 30,
  points: 100,
  tags: ['markdown', 'documentazione'],
  num_badges: 0,
  certificate: false,
  sections: [
    {
      title: 'Markdown in pratica',
      resources: [
        video(
          'markdown-on-demand-syntax',
          'La sintassi di Markdown',
          'Cancelletti per i titoli, asterischi per grassetto ed elenchi, parentesi per i link.',
          LESSON_CLIPS.welcome,
        ),
        {
          key: 'markdown-on-demand-exercise-readme',
          type: 'exercise',
          title: 'Esercizio: il README del progetto',
          description: 'Scrivi il README della cartella tech-journey.',
          duration_seconds: 600,
          instructions:
            'Crea il file README.md con un titolo principale, una breve descrizione e una sezione "Come avviarlo".\n\n' +
            'Aggiungi un elenco puntato delle tecnologie usate e un blocco di codice con il comando per aprire il progetto.\n\n' +
            'Fai il push su GitHub e guarda come viene mostrato nella pagina del repository.',
        },
        {
          key: 'markdown-on-demand-quiz',
          type: 'quiz',
          title: 'Quiz: Markdown',
          description: 'Quattro domande sulla sintassi.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 75,
            questions: [
              single(
                'Come si scrive un titolo di primo livello?',
                ['# Titolo', '* Titolo', '> Titolo', '- Titolo'],
                0,
                'Un cancelletto per il primo livello, due per il secondo e così via.',
              ),
              single(
                'Come si scrive un link?',
                [
                  '<link>testo</link>',
                  '[testo](https://esempio.it)',
                  '(testo)[https://esempio.it]',
                  '{testo: url}',
                ],
                1,
                'Il testo va tra parentesi quadre, l’indirizzo tra tonde.',
              ),
              multiple(
                'Quali sintassi creano un elenco puntato?',
                ['- voce', '* voce', '1. voce', '# voce'],
                [0, 1],
                'Trattino e asterisco creano elenchi puntati; 1. crea un elenco numerato.',
              ),
              single(
                'Come si delimita un blocco di codice?',
                [
                  'Con tre apici inversi ```',
                  'Con due cancelletti',
                  'Con le virgolette',
                  'Con il tag <code> obbligatorio',
                ],
                0,
                'Tre apici inversi aprono e chiudono il blocco; dopo i primi si può indicare il linguaggio.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
