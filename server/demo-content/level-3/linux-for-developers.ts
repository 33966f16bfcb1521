import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 3, module 2: the Linux a developer meets on servers. */
export const linuxForDevelopers: DemoEntity = {
  key: 'linux-for-developers',
  type: 'module',
  title: 'Linux per sviluppatori',
  description:
    'Permessi, processi, variabili d’ambiente e accesso remoto con SSH: ciò che serve per lavorare su un server Linux.',
  pcto_minutes: 120,
  points: 250,
  tags: ['linux', 'ssh', 'devops'],
  num_badges: 1,
  certificate: false,
  sections: [
    {
      title: 'Permessi e processi',
      resources: [
        video(
          'linux-for-developers-permissions',
          'Utenti e permessi',
          'Lettura, scrittura ed esecuzione; chmod, chown e perché non lavorare sempre come root.',
          LESSON_CLIPS.terminal,
        ),
        video(
          'linux-for-developers-processes',
          'Processi e servizi',
          'ps, top e kill; i servizi gestiti da systemd.',
          LESSON_CLIPS.terminal,
        ),
      ],
    },
    {
      title: 'Lavorare a distanza',
      resources: [
        video(
          'linux-for-developers-ssh',
          'SSH e chiavi',
          'Collegarsi a un server con SSH, generare una coppia di chiavi e copiare file con scp.',
          LESSON_CLIPS.devops,
        ),
        {
          key: 'linux-for-developers-exercise-script',
          type: 'exercise',
          title: 'Esercizio: uno script di backup',
          description: 'Automatizza un’operazione con uno script di shell.',
          duration_seconds: 1200,
          instructions:
            'Crea il file backup.sh che comprime la cartella tech-journey in un archivio con la data nel nome: tar -czf backup-$(date +%F).tar.gz tech-journey.\n\n' +
            'Aggiungi in cima la riga #!/bin/sh e rendi lo script eseguibile con chmod +x backup.sh.\n\n' +
            'Eseguilo con ./backup.sh e controlla con ls -l i permessi dello script e la dimensione dell’archivio.',
        },
        {
          key: 'linux-for-developers-final-quiz',
          type: 'quiz',
          title: 'Quiz finale: Linux per sviluppatori',
          description: 'Verifica di sapere gestire permessi, processi e SSH.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 60,
            questions: [
              single(
                'Che cosa significa il permesso 755 su un file?',
                [
                  'Tutti possono leggere, scrivere ed eseguire',
                  'Il proprietario può tutto, gli altri possono leggere ed eseguire',
                  'Solo il proprietario può leggere',
                  'Nessuno può eseguire il file',
                ],
                1,
                '7 = lettura, scrittura ed esecuzione per il proprietario; 5 = lettura ed esecuzione per gruppo e altri.',
              ),
              single(
                'Quale comando termina un processo dato il suo PID?',
                ['stop', 'kill', 'exit', 'end'],
                1,
                'kill invia un segnale al processo; per default SIGTERM, che gli chiede di terminare.',
              ),
              multiple(
                'Quali affermazioni sulle chiavi SSH sono vere?',
                [
                  'La chiave privata resta sul tuo computer',
                  'La chiave pubblica si copia sul server',
                  'La chiave privata va inviata all’amministratore',
                  'Sono più sicure di una password semplice',
                ],
                [0, 1, 3],
                'La chiave privata non si condivide mai: il server conosce solo la pubblica.',
              ),
              single(
                'Come si legge una variabile d’ambiente nella shell?',
                ['echo HOME', 'echo $HOME', 'get HOME', 'print(HOME)'],
                1,
                'Il simbolo $ davanti al nome espande il valore della variabile.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
