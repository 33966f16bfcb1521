import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 3, module 3: packaging an application in a container. */
export const dockerBasics: DemoEntity = {
  key: 'docker-basics',
  type: 'module',
  title: 'Container con Docker',
  description:
    'Impacchetta un’applicazione con tutto ciò che le serve: immagini, container, Dockerfile e Docker Compose.',
  pcto_minutes: 150,
  points: 300,
  tags: ['docker', 'container', 'devops'],
  num_badges: 2,
  certificate: true,
  sections: [
    {
      title: 'Immagini e container',
      resources: [
        video(
          'docker-basics-why-containers',
          'Perché i container',
          '"Sul mio computer funziona": come i container rendono uguale ogni ambiente.',
          LESSON_CLIPS.devops,
        ),
        video(
          'docker-basics-images-and-containers',
          'Immagini e container',
          'docker pull, docker run, porte e volumi; la differenza tra immagine e container.',
          LESSON_CLIPS.devops,
        ),
      ],
    },
    {
      title: 'Dockerfile e Compose',
      resources: [
        video(
          'docker-basics-dockerfile',
          'Scrivere un Dockerfile',
          'FROM, WORKDIR, COPY, RUN e CMD per impacchettare il server della rubrica.',
          LESSON_CLIPS.devops,
        ),
        video(
          'docker-basics-compose',
          'Docker Compose',
          'Un file compose.yaml per avviare insieme il server e il database PostgreSQL.',
          LESSON_CLIPS.devops,
        ),
        {
          key: 'docker-basics-exercise-containerize',
          type: 'exercise',
          title: 'Esercizio: metti la rubrica in un container',
          description: 'Scrivi il Dockerfile del server Node del livello 2.',
          duration_seconds: 1500,
          instructions:
            'Nella cartella server-rubrica crea un Dockerfile che parte da FROM node:24-alpine, imposta WORKDIR /app, copia i file e avvia il server con CMD ["node", "index.js"].\n\n' +
            'Costruisci l’immagine con docker build -t rubrica . e avviala con docker run -p 3000:3000 rubrica.\n\n' +
            'Apri http://localhost:3000/contatti e poi elenca i container in esecuzione con docker ps.',
        },
        {
          key: 'docker-basics-final-quiz',
          type: 'quiz',
          title: 'Quiz finale: Docker',
          description: 'Verifica di conoscere immagini, container e Dockerfile.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 70,
            questions: [
              single(
                'Che differenza c’è tra immagine e container?',
                [
                  'Sono la stessa cosa',
                  'L’immagine è il modello di sola lettura, il container è una sua istanza in esecuzione',
                  'Il container è un file, l’immagine un processo',
                  'L’immagine funziona solo su Linux',
                ],
                1,
                'Da una stessa immagine si possono avviare molti container indipendenti.',
              ),
              single(
                'Quale istruzione del Dockerfile sceglie l’immagine di partenza?',
                ['RUN', 'FROM', 'CMD', 'COPY'],
                1,
                'FROM è la prima istruzione e indica l’immagine base.',
              ),
              multiple(
                'Che cosa fa l’opzione -p 8080:3000 di docker run?',
                [
                  'Inoltra la porta 8080 del computer alla porta 3000 del container',
                  'Imposta la password del container',
                  'Rende il servizio raggiungibile da http://localhost:8080',
                  'Limita il container a 3000 MB di memoria',
                ],
                [0, 2],
                'La prima porta è quella dell’host, la seconda quella su cui ascolta l’applicazione nel container.',
              ),
              single(
                'Dove vanno salvati i dati che devono sopravvivere alla cancellazione di un container?',
                ['Nel container stesso', 'In un volume', 'Nel Dockerfile', 'Nella variabile PATH'],
                1,
                'Il file system del container sparisce con lui; un volume conserva i dati, per esempio quelli di un database.',
              ),
              multiple(
                'A che cosa serve Docker Compose?',
                [
                  'A descrivere in un file più servizi che lavorano insieme',
                  'Ad avviarli tutti con un solo comando',
                  'A scrivere codice JavaScript',
                  'A sostituire Git',
                ],
                [0, 1],
                'Con docker compose up si avviano insieme, per esempio, il server e il suo database.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
