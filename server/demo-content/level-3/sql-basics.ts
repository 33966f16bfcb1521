import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 3, module 1: relational databases and SQL. */
export const sqlBasics: DemoEntity = {
  key: 'sql-basics',
  type: 'module',
  title: 'Database e SQL',
  description:
    'Organizza i dati in tabelle e interrogali con SQL: SELECT, filtri, ordinamenti, relazioni e JOIN, con PostgreSQL.',
  pcto_minutes: 150,
  points: 280,
  tags: ['database', 'sql', 'postgresql'],
  num_badges: 2,
  certificate: true,
  download_materials_link: 'https://www.postgresql.org/docs/current/tutorial.html',
  sections: [
    {
      title: 'Tabelle e query',
      resources: [
        video(
          'sql-basics-relational-model',
          'Il modello relazionale',
          'Tabelle, righe e colonne; chiavi primarie e tipi di dato.',
          LESSON_CLIPS.database,
        ),
        video(
          'sql-basics-select',
          'Interrogare con SELECT',
          'SELECT, WHERE, ORDER BY e LIMIT su una tabella di studenti.',
          LESSON_CLIPS.database,
        ),
        {
          key: 'sql-basics-exercise-library',
          type: 'exercise',
          title: 'Esercizio: la biblioteca della scuola',
          description: 'Crea una tabella e interrogala.',
          duration_seconds: 1200,
          instructions:
            'In PostgreSQL (o in un editor SQL online) crea la tabella libri con le colonne id (chiave primaria), titolo, autore e anno.\n\n' +
            'Inserisci almeno cinque libri con INSERT INTO libri (titolo, autore, anno) VALUES (...).\n\n' +
            'Scrivi le query per: tutti i libri ordinati per anno; i libri pubblicati dopo il 2000; il numero di libri per autore con GROUP BY.',
        },
      ],
    },
    {
      title: 'Relazioni',
      resources: [
        video(
          'sql-basics-joins',
          'Chiavi esterne e JOIN',
          'Collegare due tabelle con una chiave esterna e unirle in una query con JOIN.',
          LESSON_CLIPS.database,
        ),
        {
          key: 'sql-basics-exercise-loans',
          type: 'exercise',
          title: 'Esercizio: i prestiti',
          description: 'Aggiungi i prestiti alla biblioteca.',
          duration_seconds: 1200,
          instructions:
            'Crea la tabella prestiti con id, libro_id (chiave esterna verso libri), studente e data_prestito.\n\n' +
            'Inserisci qualche prestito e, con un JOIN, elenca il titolo di ogni libro prestato insieme allo studente.\n\n' +
            'Con un LEFT JOIN trova i libri che non sono mai stati prestati.',
        },
        {
          key: 'sql-basics-final-quiz',
          type: 'quiz',
          title: 'Quiz finale: Database e SQL',
          description: 'Verifica di saper creare tabelle e scrivere query.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 70,
            questions: [
              single(
                'Quale istruzione legge dati da una tabella?',
                ['INSERT', 'SELECT', 'UPDATE', 'CREATE'],
                1,
                'SELECT legge; INSERT aggiunge righe, UPDATE le modifica, CREATE crea oggetti come le tabelle.',
              ),
              single(
                'A che cosa serve una chiave primaria?',
                [
                  'A cifrare la tabella',
                  'A identificare in modo univoco ogni riga',
                  'A ordinare le colonne',
                  'A collegare il database a Internet',
                ],
                1,
                'La chiave primaria è unica e non nulla: permette di riferirsi a una riga precisa.',
              ),
              multiple(
                'Quali clausole filtrano o limitano le righe restituite?',
                ['WHERE', 'LIMIT', 'ORDER BY', 'HAVING'],
                [0, 1, 3],
                'WHERE filtra le righe, HAVING filtra i gruppi, LIMIT ne limita il numero; ORDER BY le ordina soltanto.',
              ),
              single(
                'Che cosa restituisce un LEFT JOIN tra libri e prestiti?',
                [
                  'Solo i libri prestati',
                  'Tutti i libri, con i dati del prestito quando esiste',
                  'Solo i prestiti senza libro',
                  'Il prodotto di tutte le righe',
                ],
                1,
                'LEFT JOIN tiene tutte le righe della tabella di sinistra; dove manca la corrispondenza le colonne di destra sono NULL.',
              ),
              multiple(
                'Che cosa fa UPDATE libri SET anno = 2001 senza WHERE?',
                [
                  'Modifica tutte le righe della tabella',
                  'Modifica solo la prima riga',
                  'È un errore comune e pericoloso',
                  'Non fa nulla',
                ],
                [0, 2],
                'Senza WHERE l’aggiornamento vale per ogni riga: prima di lanciarlo conviene provare la condizione con una SELECT.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
