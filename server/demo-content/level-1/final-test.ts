import { multiple, single } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';

/** Level 1 final test: opens once every other entity of the level is completed. */
export const levelOneFinalTest: DemoEntity = {
  key: 'basics-final-test',
  type: 'final_test',
  title: 'Test finale: Le basi',
  description:
    'Dimostra di padroneggiare terminale, Git, HTML e CSS: superalo per sbloccare il livello successivo.',
  pcto_minutes: 30,
  points: 300,
  tags: ['test finale', 'terminale', 'git', 'html', 'css'],
  num_badges: 1,
  certificate: true,
  sections: [
    {
      title: 'Test finale',
      resources: [
        {
          key: 'basics-final-test-quiz',
          type: 'quiz',
          title: 'Test finale: Le basi',
          description: 'Dieci domande su tutto il livello.',
          quiz: {
            kind: 'final_test',
            pass_percentage: 70,
            questions: [
              single(
                'Quale comando crea una nuova cartella?',
                ['touch', 'mkdir', 'cp', 'ls'],
                1,
                'mkdir (make directory) crea una cartella; touch crea un file vuoto.',
              ),
              single(
                'Quale percorso è assoluto?',
                ['../progetti', 'progetti/web', '/home/anna/progetti', './index.html'],
                2,
                'Un percorso assoluto parte dalla radice / e non dipende dalla cartella in cui ti trovi.',
              ),
              multiple(
                'Quali comandi spostano o rinominano file?',
                ['mv', 'cp', 'rm', 'cat'],
                [0],
                'mv sposta e, se la destinazione è un nome nuovo nella stessa cartella, rinomina; cp copia lasciando l’originale.',
              ),
              single(
                'Che cosa contiene un commit?',
                [
                  'Solo il messaggio',
                  'Una fotografia dei file preparati, con autore, data e messaggio',
                  'L’elenco dei branch',
                  'Le impostazioni di GitHub',
                ],
                1,
                'Ogni commit registra lo stato dei file nella staging area insieme ad autore, data, messaggio e commit precedente.',
              ),
              multiple(
                'Quali comandi riguardano i branch?',
                ['git switch', 'git branch', 'git merge', 'git init'],
                [0, 1, 2],
                'switch cambia branch, branch li elenca o crea, merge li unisce; init crea il repository.',
              ),
              single(
                'Che cosa fa git clone?',
                [
                  'Duplica un branch',
                  'Copia in locale un repository remoto con tutta la sua storia',
                  'Annulla l’ultimo commit',
                  'Carica i file su GitHub',
                ],
                1,
                'git clone scarica un repository completo e lo collega al remoto di origine.',
              ),
              single(
                'In quale parte della pagina si collega un foglio di stile?',
                [
                  'Nel footer',
                  'Nel body, alla fine',
                  'Nella head, con <link>',
                  'In un commento HTML',
                ],
                2,
                'Il tag link nella head carica il CSS prima che la pagina venga mostrata.',
              ),
              multiple(
                'Quali selettori CSS sono scritti correttamente?',
                ['.menu', '#logo', 'nav a', '<p>'],
                [0, 1, 2],
                'Classe, id e discendente sono selettori validi; le parentesi angolari appartengono all’HTML.',
              ),
              single(
                'Quale proprietà aggiunge spazio tra il bordo e il contenuto di un elemento?',
                ['margin', 'padding', 'gap', 'outline'],
                1,
                'padding è lo spazio interno al bordo; margin è lo spazio esterno.',
              ),
              single(
                'Perché usare <main> invece di un semplice <div>?',
                [
                  'Perché è più veloce da caricare',
                  'Perché indica il contenuto principale a browser e tecnologie assistive',
                  'Perché colora automaticamente lo sfondo',
                  'Perché è obbligatorio in ogni pagina',
                ],
                1,
                'I tag semantici danno significato alla struttura e permettono, per esempio, di saltare direttamente al contenuto.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
