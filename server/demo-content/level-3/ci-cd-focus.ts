import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 3 focus: continuous integration and delivery. */
export const ciCdFocus: DemoEntity = {
  key: 'ci-cd-focus',
  type: 'focus',
  title: 'Focus: integrazione continua',
  description:
    'Approfondisci come i team rilasciano software ogni giorno senza paura: test automatici, pipeline e rilascio continuo.',
  pcto_minutes: 60,
  points: 200,
  tags: ['ci/cd', 'devops', 'test automatici'],
  num_badges: 1,
  certificate: false,
  sections: [
    {
      title: 'Pipeline',
      resources: [
        video(
          'ci-cd-focus-pipelines',
          'Che cos’è una pipeline',
          'Dal push al rilascio: build, test, analisi e deploy automatici.',
          LESSON_CLIPS.devops,
        ),
        {
          key: 'ci-cd-focus-exercise-workflow',
          type: 'exercise',
          title: 'Esercizio: il primo workflow',
          description: 'Fai eseguire i test a ogni push.',
          duration_seconds: 900,
          instructions:
            'Nel repository del server della rubrica crea il file .github/workflows/test.yml.\n\n' +
            'Descrivi un job che, a ogni push, prepara Node 24 con actions/setup-node, esegue npm ci e poi npm test.\n\n' +
            'Fai un push, apri la scheda Actions su GitHub e osserva il risultato; poi rompi apposta un test e guarda la pipeline fallire.',
        },
        {
          key: 'ci-cd-focus-quiz',
          type: 'quiz',
          title: 'Quiz: integrazione continua',
          description: 'Quattro domande su CI e CD.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 75,
            questions: [
              single(
                'Che cosa significa integrazione continua?',
                [
                  'Lavorare tutta la notte',
                  'Unire spesso il codice nel ramo principale, verificandolo ogni volta con build e test automatici',
                  'Rilasciare solo una volta all’anno',
                  'Scrivere codice senza test',
                ],
                1,
                'Integrazioni piccole e frequenti, verificate automaticamente, fanno emergere subito i problemi.',
              ),
              multiple(
                'Quali passi si trovano spesso in una pipeline?',
                [
                  'Installazione delle dipendenze',
                  'Esecuzione dei test',
                  'Controllo dello stile',
                  'Cambio della password di GitHub',
                ],
                [0, 1, 2],
                'Una pipeline ripete ogni volta gli stessi controlli in un ambiente pulito.',
              ),
              single(
                'Che cosa dovrebbe succedere se un test fallisce nella pipeline?',
                [
                  'Il rilascio continua comunque',
                  'La pipeline si ferma e segnala l’errore',
                  'Il test viene cancellato automaticamente',
                  'GitHub chiude il repository',
                ],
                1,
                'Una pipeline rossa impedisce di rilasciare codice che non supera i controlli.',
              ),
              single(
                'Perché si usa npm ci invece di npm install in una pipeline?',
                [
                  'Perché è più colorato',
                  'Perché installa esattamente le versioni del lockfile, partendo da zero',
                  'Perché non scarica nulla',
                  'Perché aggiorna tutti i pacchetti all’ultima versione',
                ],
                1,
                'npm ci garantisce installazioni ripetibili: stesse versioni in ogni esecuzione.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
