import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 2, module 3: a first HTTP server with Node.js. */
export const nodeBackendBasics: DemoEntity = {
  key: 'node-backend-basics',
  type: 'module',
  title: 'Il primo server con Node.js',
  description:
    'Porta JavaScript fuori dal browser: installa i pacchetti con npm, scrivi un server HTTP e restituisci dati in JSON.',
  pcto_minutes: 180,
  points: 300,
  tags: ['node.js', 'npm', 'back end'],
  num_badges: 2,
  certificate: true,
  sections: [
    {
      title: 'Node.js e npm',
      resources: [
        video(
          'node-backend-basics-what-is-node',
          'Che cos’è Node.js',
          'Il motore JavaScript fuori dal browser, il ciclo degli eventi e a che cosa serve un back end.',
          LESSON_CLIPS.backend,
        ),
        video(
          'node-backend-basics-npm',
          'Pacchetti con npm',
          'package.json, dipendenze, npm install e gli script.',
          LESSON_CLIPS.backend,
        ),
        {
          key: 'node-backend-basics-exercise-project',
          type: 'exercise',
          title: 'Esercizio: crea un progetto Node',
          description: 'Inizializza un progetto e aggiungi uno script.',
          duration_seconds: 600,
          instructions:
            'Crea la cartella server-rubrica, entra e scrivi npm init -y: osserva il file package.json generato.\n\n' +
            'Crea il file index.js con console.log("Server in preparazione").\n\n' +
            'Nel package.json aggiungi allo oggetto scripts la voce "start": "node index.js" e avvialo con npm start.',
        },
      ],
    },
    {
      title: 'Un server HTTP',
      resources: [
        video(
          'node-backend-basics-http-server',
          'Il modulo http',
          'createServer, la richiesta e la risposta, e come scegliere la porta.',
          LESSON_CLIPS.backend,
        ),
        video(
          'node-backend-basics-routes-json',
          'Percorsi e risposte JSON',
          'Rispondere in modo diverso a indirizzi diversi e impostare Content-Type: application/json.',
          LESSON_CLIPS.backend,
        ),
        {
          key: 'node-backend-basics-exercise-contacts-api',
          type: 'exercise',
          title: 'Esercizio: l’API della rubrica',
          description: 'Un server che restituisce un elenco di contatti.',
          duration_seconds: 1500,
          instructions:
            'In index.js importa createServer da "node:http" e definisci un array contatti con tre oggetti { nome, telefono }.\n\n' +
            'Se la richiesta è GET /contatti rispondi con stato 200, intestazione Content-Type application/json e JSON.stringify(contatti); per ogni altro percorso rispondi 404.\n\n' +
            'Avvia il server sulla porta 3000 e apri http://localhost:3000/contatti nel browser. Poi prova un indirizzo inesistente.',
        },
        {
          key: 'node-backend-basics-final-quiz',
          type: 'quiz',
          title: 'Quiz finale: Node.js',
          description: 'Verifica di saper costruire un piccolo back end.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 70,
            questions: [
              single(
                'Che cos’è Node.js?',
                [
                  'Un browser',
                  'Un ambiente che esegue JavaScript fuori dal browser',
                  'Un framework CSS',
                  'Un database',
                ],
                1,
                'Node.js usa il motore V8 per eseguire JavaScript sul computer o sul server.',
              ),
              single(
                'Quale file descrive nome, dipendenze e script di un progetto Node?',
                ['index.js', 'node_modules', 'package.json', 'README.md'],
                2,
                'package.json è il manifesto del progetto; node_modules contiene i pacchetti installati.',
              ),
              multiple(
                'Quali affermazioni sulla cartella node_modules sono vere?',
                [
                  'Contiene le dipendenze installate da npm',
                  'Di solito non si mette nel repository Git',
                  'Va modificata a mano per aggiornare i pacchetti',
                  'Si può ricreare con npm install',
                ],
                [0, 1, 3],
                'node_modules si rigenera dal package.json (e dal lockfile), per questo si elenca nel .gitignore.',
              ),
              single(
                'Quale intestazione dice al client che la risposta è JSON?',
                [
                  'Accept: text/html',
                  'Content-Type: application/json',
                  'Authorization: Bearer',
                  'Cache-Control: no-store',
                ],
                1,
                'Content-Type descrive il formato del corpo; Accept è ciò che il client dichiara di accettare.',
              ),
              multiple(
                'Che cosa deve fare un server quando riceve una richiesta per un percorso sconosciuto?',
                [
                  'Rispondere con il codice 404',
                  'Chiudere il processo',
                  'Rispondere sempre 200 con una pagina vuota',
                  'Restituire un messaggio che spiega l’errore',
                ],
                [0, 3],
                'Il codice giusto e un messaggio chiaro aiutano chi usa l’API; chiudere il server lo renderebbe irraggiungibile per tutti.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
