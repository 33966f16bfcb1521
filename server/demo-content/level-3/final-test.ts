import { multiple, single } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';

/** Level 3 final test: opens once every other entity of the level is completed. */
export const levelThreeFinalTest: DemoEntity = {
  key: 'data-devops-final-test',
  type: 'final_test',
  title: 'Test finale: Dati e DevOps',
  description:
    'Dimostra di saper gestire dati e ambienti: SQL, Linux, container e pipeline in un unico test.',
  pcto_minutes: 30,
  points: 300,
  tags: ['test finale', 'sql', 'linux', 'docker'],
  num_badges: 1,
  certificate: true,
  sections: [
    {
      title: 'Test finale',
      resources: [
        {
          key: 'data-devops-final-test-quiz',
          type: 'quiz',
          title: 'Test finale: Dati e DevOps',
          description: 'Otto domande su tutto il livello.',
          quiz: {
            kind: 'final_test',
            pass_percentage: 75,
            questions: [
              single(
                'Quale query conta le righe della tabella studenti?',
                [
                  'SELECT COUNT(*) FROM studenti',
                  'COUNT studenti',
                  'SELECT SUM(studenti)',
                  'GET COUNT FROM studenti',
                ],
                0,
                'COUNT(*) è una funzione di aggregazione che conta le righe.',
              ),
              single(
                'Che cos’è una chiave esterna?',
                [
                  'Una password del database',
                  'Una colonna che fa riferimento alla chiave primaria di un’altra tabella',
                  'Un indice per velocizzare le ricerche',
                  'Un utente con accesso da fuori',
                ],
                1,
                'La chiave esterna collega le tabelle e impedisce riferimenti a righe che non esistono.',
              ),
              multiple(
                'Quali comandi Linux riguardano i permessi dei file?',
                ['chmod', 'chown', 'cat', 'grep'],
                [0, 1],
                'chmod cambia i permessi, chown il proprietario; cat e grep leggono e cercano testo.',
              ),
              single(
                'Quale file descrive come costruire un’immagine Docker?',
                ['compose.yaml', 'Dockerfile', 'package.json', '.gitignore'],
                1,
                'Il Dockerfile elenca le istruzioni per costruire l’immagine; compose.yaml descrive come avviare più servizi.',
              ),
              multiple(
                'Quali affermazioni sui container sono vere?',
                [
                  'Condividono il kernel del sistema che li ospita',
                  'Sono più leggeri di una macchina virtuale completa',
                  'Conservano i dati per sempre anche se cancellati',
                  'Si avviano da un’immagine',
                ],
                [0, 1, 3],
                'Senza volume i dati scritti nel container si perdono quando il container viene eliminato.',
              ),
              single(
                'Come ci si collega in modo sicuro a un server remoto?',
                ['telnet', 'ftp', 'ssh', 'ping'],
                2,
                'SSH cifra la connessione; telnet e ftp trasmettono i dati in chiaro.',
              ),
              single(
                'Che cosa fa una pipeline di integrazione continua a ogni push?',
                [
                  'Cancella i branch vecchi',
                  'Costruisce il progetto ed esegue i test automaticamente',
                  'Invia una e-mail a tutti gli utenti',
                  'Sostituisce la revisione del codice',
                ],
                1,
                'La pipeline verifica ogni modifica; la revisione tra persone resta comunque utile.',
              ),
              multiple(
                'Quali pratiche proteggono i dati di un’applicazione?',
                [
                  'Backup regolari con ripristino provato',
                  'Query parametrizzate',
                  'Password del database scritte nel codice sorgente',
                  'Permessi minimi per ogni utente del database',
                ],
                [0, 1, 3],
                'Le credenziali vanno in variabili d’ambiente o in un gestore di segreti, mai nel repository.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
