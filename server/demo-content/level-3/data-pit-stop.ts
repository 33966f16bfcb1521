import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 3 pit stop: keeping data safe before going to production. */
export const dataPitStop: DemoEntity = {
  key: 'data-pit-stop',
  type: 'pit_stop',
  title: 'Pit stop: dati al sicuro',
  description:
    'Una sosta sulla sicurezza dei dati: SQL injection, backup e le regole base per non perdere o esporre informazioni.',
  pcto_minutes: 45,
  points: 150,
  tags: ['ripasso', 'sicurezza', 'database'],
  num_badges: 0,
  certificate: false,
  sections: [
    {
      title: 'Sicurezza dei dati',
      resources: [
        video(
          'data-pit-stop-sql-injection',
          'La SQL injection',
          'Come una query costruita concatenando testo può essere manipolata, e le query parametrizzate.',
          LESSON_CLIPS.database,
        ),
        {
          key: 'data-pit-stop-exercise-parameters',
          type: 'exercise',
          title: 'Esercizio: riscrivi la query',
          description: 'Trasforma una query vulnerabile in una parametrizzata.',
          duration_seconds: 600,
          instructions:
            'Questa riga di un server Node è vulnerabile: db.query("SELECT * FROM utenti WHERE email = \'" + email + "\'").\n\n' +
            "Spiega che cosa succede se email vale ' OR '1'='1.\n\n" +
            'Riscrivila con un parametro: db.query("SELECT * FROM utenti WHERE email = $1", [email]).',
        },
        {
          key: 'data-pit-stop-check',
          type: 'quiz',
          title: 'Verifica del pit stop',
          description: 'Tre domande sulla sicurezza dei dati.',
          quiz: {
            kind: 'test',
            pass_percentage: 60,
            questions: [
              single(
                'Qual è la difesa principale contro la SQL injection?',
                [
                  'Nascondere i nomi delle tabelle',
                  'Le query parametrizzate',
                  'Usare solo lettere maiuscole',
                  'Un database più veloce',
                ],
                1,
                'Con i parametri il database tratta l’input come un valore, mai come parte del comando SQL.',
              ),
              multiple(
                'Quali sono buone pratiche per le password degli utenti?',
                [
                  'Salvarle con un hash lento come bcrypt o argon2',
                  'Salvarle in chiaro per poterle rispedire',
                  'Non scriverle mai nei log',
                  'Inviarle per e-mail a ogni accesso',
                ],
                [0, 2],
                'Una password va conservata solo come hash e non deve comparire in chiaro da nessuna parte.',
              ),
              single(
                'Un backup di cui non si è mai provato il ripristino è…',
                [
                  'Sempre affidabile',
                  'Un backup di cui non si sa se funziona',
                  'Inutile per definizione',
                  'Più veloce da creare',
                ],
                1,
                'Solo provando il ripristino si scopre se il backup è completo e utilizzabile.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
