import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** On-demand item: personal account security. */
export const passwordSecurityOnDemand: DemoEntity = {
  key: 'password-security-on-demand',
  type: 'on_demand',
  title: 'Password e sicurezza degli account',
  description:
    'Proteggi i tuoi account: password lunghe e diverse, gestori di password, autenticazione a due fattori e phishing.',
  pcto_minutes: 30,
  points: 100,
  tags: ['sicurezza', 'password'],
  num_badges: 0,
  certificate: false,
  sections: [
    {
      title: 'Account al sicuro',
      resources: [
        video(
          'password-security-on-demand-strong-passwords',
          'Password robuste',
          'Perché la lunghezza conta più dei simboli e perché non riusare mai la stessa password.',
          LESSON_CLIPS.welcome,
        ),
        video(
          'password-security-on-demand-two-factor',
          'Autenticazione a due fattori',
          'Codici via app, chiavi di sicurezza e come riconoscere un messaggio di phishing.',
          LESSON_CLIPS.welcome,
        ),
        {
          key: 'password-security-on-demand-quiz',
          type: 'quiz',
          title: 'Quiz: sicurezza degli account',
          description: 'Quattro domande sulla sicurezza personale.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 75,
            questions: [
              single(
                'Quale password è più robusta?',
                ['P@ss1', 'giulia2009', 'cavallo-nuvola-matita-tramonto', '123456789'],
                2,
                'Una frase lunga di parole casuali è molto più difficile da indovinare di una parola breve con simboli.',
              ),
              multiple(
                'Quali abitudini proteggono i tuoi account?',
                [
                  'Usare un gestore di password',
                  'Attivare l’autenticazione a due fattori',
                  'Usare la stessa password ovunque per ricordarla',
                  'Controllare l’indirizzo del sito prima di inserire la password',
                ],
                [0, 1, 3],
                'Riusare una password significa che una sola fuga di dati apre tutti gli account.',
              ),
              single(
                'Ricevi un’e-mail "urgente" della banca con un link per confermare la password. Che cosa fai?',
                [
                  'Clicco subito il link',
                  'Rispondo con la password',
                  'Non clicco e accedo al sito digitando io l’indirizzo',
                  'Inoltro l’e-mail ai compagni',
                ],
                2,
                'Urgenza e link per inserire credenziali sono i segnali tipici del phishing.',
              ),
              single(
                'Che cosa aggiunge l’autenticazione a due fattori?',
                [
                  'Una seconda password uguale alla prima',
                  'Una prova in più, come un codice generato dal telefono',
                  'Un antivirus',
                  'Una connessione più veloce',
                ],
                1,
                'Anche chi conosce la password non entra senza il secondo fattore.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
