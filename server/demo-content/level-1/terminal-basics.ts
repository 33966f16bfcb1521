import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 1, module 1: moving around a computer from the command line. */
export const terminalBasics: DemoEntity = {
  key: 'terminal-basics',
  type: 'module',
  title: 'Il terminale',
  description:
    'Impara a usare la riga di comando: navigare tra le cartelle, creare e spostare file, leggere il loro contenuto senza usare il mouse.',
  pcto_minutes: 90,
  points: 200,
  tags: ['terminale', 'linux', 'bash'],
  num_badges: 1,
  certificate: false,
  sections: [
    {
      title: 'Primi passi nella shell',
      resources: [
        video(
          'terminal-basics-what-is-a-shell',
          'Che cos’è una shell',
          'Terminale, shell e prompt: che cosa sono e perché gli sviluppatori li usano ogni giorno.',
          LESSON_CLIPS.terminal,
        ),
        video(
          'terminal-basics-navigating-folders',
          'Muoversi tra le cartelle',
          'I comandi pwd, ls e cd; percorsi assoluti e relativi; le cartelle speciali . e ..',
          LESSON_CLIPS.terminal,
        ),
        {
          key: 'terminal-basics-exercise-navigation',
          type: 'exercise',
          title: 'Esercizio: esplora il tuo computer',
          description: 'Usa solo il terminale per orientarti nel file system.',
          duration_seconds: 600,
          instructions:
            'Apri il terminale e scrivi pwd per scoprire in quale cartella ti trovi.\n\n' +
            'Con ls -la elenca tutto il contenuto della cartella, compresi i file nascosti (quelli che iniziano con un punto).\n\n' +
            'Spostati nella cartella superiore con cd .. e poi torna nella tua cartella personale con cd ~. Annota quali cartelle hai visitato.',
        },
      ],
    },
    {
      title: 'Lavorare con i file',
      resources: [
        video(
          'terminal-basics-files-and-folders',
          'Creare, copiare e spostare file',
          'I comandi mkdir, touch, cp, mv e rm, e perché rm va usato con attenzione.',
          LESSON_CLIPS.terminal,
        ),
        {
          key: 'terminal-basics-exercise-project-folder',
          type: 'exercise',
          title: 'Esercizio: prepara la cartella del progetto',
          description: 'Crea la struttura di cartelle che userai nei prossimi moduli.',
          duration_seconds: 900,
          instructions:
            'Nella tua cartella personale crea la cartella tech-journey con mkdir tech-journey ed entra al suo interno.\n\n' +
            'Crea le sottocartelle css e img, poi un file vuoto index.html con touch index.html.\n\n' +
            'Scrivi una riga nel file con echo "Ciao" > note.txt e leggila con cat note.txt. Infine rinomina note.txt in appunti.txt con mv.',
        },
        {
          key: 'terminal-basics-final-quiz',
          type: 'quiz',
          title: 'Quiz finale: il terminale',
          description: 'Verifica di aver capito i comandi principali della shell.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 60,
            questions: [
              single(
                'Quale comando mostra la cartella in cui ti trovi?',
                ['ls', 'pwd', 'cd', 'whoami'],
                1,
                'pwd (print working directory) stampa il percorso completo della cartella corrente.',
              ),
              single(
                'Che cosa fa il comando cd ..?',
                [
                  'Cancella la cartella corrente',
                  'Torna alla cartella personale',
                  'Sale alla cartella che contiene quella corrente',
                  'Elenca le cartelle nascoste',
                ],
                2,
                'I due punti indicano la cartella genitore: cd .. sale di un livello.',
              ),
              multiple(
                'Quali di questi comandi creano qualcosa di nuovo nel file system?',
                ['mkdir', 'touch', 'cat', 'pwd'],
                [0, 1],
                'mkdir crea una cartella e touch crea un file vuoto; cat e pwd si limitano a leggere o mostrare informazioni.',
              ),
              single(
                'Quale opzione di ls mostra anche i file nascosti?',
                ['-h', '-r', '-a', '-s'],
                2,
                'Con -a (all) ls mostra anche i file il cui nome inizia con un punto.',
              ),
              multiple(
                'Quali affermazioni sul comando rm sono vere?',
                [
                  'I file cancellati con rm non finiscono nel cestino',
                  'rm -r serve per cancellare una cartella con il suo contenuto',
                  'rm chiede sempre conferma prima di cancellare',
                  'rm funziona solo sui file di testo',
                ],
                [0, 1],
                'rm cancella definitivamente, senza cestino e di solito senza chiedere conferma; con -r cancella anche le cartelle e il loro contenuto.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
