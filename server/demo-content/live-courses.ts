import { LESSON_CLIPS } from './media.ts';

/**
 * The demo's live courses (DEMO.md, issue 13). Episode windows are relative to the moment the
 * demo is seeded, so there is always a recording to watch, an episode running for the next hour
 * and an upcoming one: `startMinutes` from the seed (negative: before), `minutes` long. Links
 * are media files of resources/media, so the demo plays offline.
 */
export interface DemoLiveEpisode {
  title: string;
  description: string;
  startMinutes: number;
  minutes: number;
  link: string;
}

export interface DemoLiveQuiz {
  title: string;
  /** Index of the course's episode it belongs to. */
  episode: number;
  passPercentage: number;
  questions: ReadonlyArray<{
    text: string;
    type: 'single_answer' | 'multiple_answer';
    answers: ReadonlyArray<{ text: string; correct: boolean }>;
  }>;
}

export interface DemoLiveCourse {
  key: string;
  title: string;
  description: string;
  thumbnail: string | null;
  channel: string;
  authors: ReadonlyArray<{ name: string; headline: string }>;
  resources: readonly string[];
  episodes: readonly DemoLiveEpisode[];
  quizzes: readonly DemoLiveQuiz[];
}

const DAY = 24 * 60;

export const DEMO_LIVE_COURSES: readonly DemoLiveCourse[] = [
  {
    key: 'live-security',
    title: 'Sicurezza informatica per tutti',
    description:
      'Password, phishing, aggiornamenti e privacy: in quattro dirette impariamo a difendere i nostri dati e quelli della scuola.',
    thumbnail: null,
    channel: 'sicurezza-informatica',
    authors: [
      { name: 'Elisa Martini', headline: 'Security engineer' },
      { name: 'Davide Greco', headline: 'Analista di incidenti informatici' },
    ],
    resources: [
      'OWASP Top 10 | https://owasp.org/Top10/it/',
      'https://www.garanteprivacy.it',
      'Guida alle password sicure | https://www.agid.gov.it',
    ],
    episodes: [
      {
        title: 'Password e autenticazione a due fattori',
        description: 'Come si scelgono password robuste e perché il secondo fattore cambia tutto.',
        startMinutes: -3 * DAY,
        minutes: 60,
        link: LESSON_CLIPS.terminal.media,
      },
      {
        title: 'Riconoscere il phishing',
        description: 'E-mail e messaggi ingannevoli: i segnali da notare prima di cliccare.',
        startMinutes: -5,
        minutes: 65,
        link: LESSON_CLIPS.backend.media,
      },
      {
        title: 'Aggiornamenti e backup',
        description: 'Perché aggiornare subito e come non perdere mai il proprio lavoro.',
        startMinutes: 2 * DAY,
        minutes: 60,
        link: LESSON_CLIPS.devops.media,
      },
    ],
    quizzes: [
      {
        title: 'Quiz: riconoscere il phishing',
        episode: 1,
        passPercentage: 60,
        questions: [
          {
            text: 'Quale di questi è un segnale tipico di un’e-mail di phishing?',
            type: 'single_answer',
            answers: [
              { text: 'Ti chiede con urgenza di confermare la password', correct: true },
              { text: 'Arriva da un collega che conosci e che ti aspettavi', correct: false },
              { text: 'Contiene il logo della scuola', correct: false },
            ],
          },
          {
            text: 'Che cosa conviene fare con un link sospetto? (più risposte)',
            type: 'multiple_answer',
            answers: [
              { text: 'Controllare il dominio passandoci sopra con il mouse', correct: true },
              { text: 'Segnalarlo al referente informatico', correct: true },
              { text: 'Aprirlo per vedere dove porta', correct: false },
            ],
          },
          {
            text: 'Un SMS può essere un tentativo di phishing?',
            type: 'single_answer',
            answers: [
              { text: 'Sì', correct: true },
              { text: 'No, solo le e-mail', correct: false },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'live-cloud',
    title: 'Cloud e container dal vivo',
    description:
      'Dal computer di casa al cloud: che cosa sono server, container e servizi gestiti, con esempi dal vivo.',
    thumbnail: null,
    channel: 'cloud-container',
    authors: [{ name: 'Marco Valli', headline: 'Cloud architect' }],
    resources: [
      'https://docs.docker.com/get-started/',
      'Glossario del cloud | https://www.redhat.com/it/topics/cloud',
    ],
    episodes: [
      {
        title: 'Che cos’è il cloud',
        description: 'Server, data center e servizi: il cloud spiegato senza gergo.',
        startMinutes: -7 * DAY,
        minutes: 60,
        link: LESSON_CLIPS.database.media,
      },
      {
        title: 'Il primo container',
        description: 'Un’applicazione in un container, passo passo.',
        startMinutes: -1 * DAY,
        minutes: 60,
        link: LESSON_CLIPS.devops.media,
      },
      {
        title: 'Servizi gestiti e costi',
        description: 'Quanto costa il cloud e come si tiene sotto controllo la spesa.',
        startMinutes: 5 * DAY,
        minutes: 60,
        link: LESSON_CLIPS.backend.media,
      },
    ],
    quizzes: [],
  },
];

/** docente's 4B follows the security course (studente2 is in 4B); 3A follows nothing yet. */
export const DEMO_LIVE_SUBSCRIPTIONS: ReadonlyArray<{ course: string; classroom: string }> = [
  { course: 'live-security', classroom: '4B Informatica' },
];
