import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 1 pit stop: a pause to review terminal and Git before the web modules. */
export const firstStepsPitStop: DemoEntity = {
  key: 'first-steps-pit-stop',
  type: 'pit_stop',
  title: 'Pit stop: i primi attrezzi',
  description:
    'Una sosta per fare il punto: ripassa terminale e Git con un piccolo progetto guidato prima di passare al web.',
  pcto_minutes: 45,
  points: 150,
  tags: ['ripasso', 'terminale', 'git'],
  num_badges: 0,
  certificate: false,
  sections: [
    {
      title: 'Ripasso',
      resources: [
        video(
          'first-steps-pit-stop-review',
          'Ripasso: dal terminale al commit',
          'In pochi minuti rivediamo il percorso fatto finora, dalla cartella del progetto al primo commit.',
          LESSON_CLIPS.welcome,
        ),
        {
          key: 'first-steps-pit-stop-exercise-diary',
          type: 'exercise',
          title: 'Esercizio: il diario di bordo',
          description: 'Un file di appunti versionato con Git.',
          duration_seconds: 900,
          instructions:
            'Nella cartella tech-journey crea il file diario.md e scrivi tre cose che hai imparato finora.\n\n' +
            'Salva il file con un commit, poi aggiungi una quarta riga e fai un secondo commit.\n\n' +
            'Con git diff HEAD~1 osserva la differenza tra le due versioni.',
        },
        {
          key: 'first-steps-pit-stop-check',
          type: 'quiz',
          title: 'Verifica del pit stop',
          description: 'Tre domande per controllare che gli attrezzi siano pronti.',
          quiz: {
            kind: 'test',
            pass_percentage: 60,
            questions: [
              single(
                'In quale ordine si usano di solito questi comandi?',
                [
                  'git commit, git add, git init',
                  'git init, git add, git commit',
                  'git add, git init, git commit',
                  'git init, git commit, git add',
                ],
                1,
                'Prima si crea il repository, poi si preparano le modifiche e infine le si salva con un commit.',
              ),
              single(
                'Quale comando stampa il contenuto di un file di testo nel terminale?',
                ['cat', 'cd', 'mkdir', 'mv'],
                0,
                'cat legge il file e ne stampa il contenuto; gli altri comandi lavorano su cartelle o spostano file.',
              ),
              multiple(
                'Che cosa mostra git status?',
                [
                  'I file modificati e non ancora nella staging area',
                  'I file pronti per il prossimo commit',
                  'La password dell’account GitHub',
                  'La velocità della connessione',
                ],
                [0, 1],
                'git status riassume lo stato della cartella di lavoro e della staging area.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
