import type { AvatarId } from '#common/profile/avatars.ts';

/** What a demo student wrote in the profile (DEMO.md: studente2 half complete, a CV pool). */
export interface DemoProfile {
  email: string;
  avatar?: AvatarId;
  bio?: string;
  motto?: string;
  hobbies?: string[];
  softSkills?: string[];
  hardSkills?: string[];
  secondaryEmail?: string;
  githubLink?: string;
  /** Favourites among the hashtags the progress earned: the first N of them, alphabetically. */
  favouriteTagCount?: number;
  canContact?: boolean;
  newsletter?: boolean;
}

/** Students outside the demo classrooms (other schools) who completed profiles for companies. */
export const DEMO_POOL_STUDENTS = [
  { local: 'chiara.ferri', name: 'Chiara Ferri', schoolYear: 5, completedEntities: 4 },
  { local: 'niccolo.marchetti', name: 'Niccolò Marchetti', schoolYear: 4, completedEntities: 2 },
  { local: 'elisa.caruso', name: 'Elisa Caruso', schoolYear: 5, completedEntities: 3 },
  { local: 'gabriele.deluca', name: 'Gabriele De Luca', schoolYear: 4, completedEntities: 1 },
  { local: 'beatrice.villa', name: 'Beatrice Villa', schoolYear: 3, completedEntities: 5 },
] as const;

export const DEMO_PROFILES: readonly DemoProfile[] = [
  // About half complete: avatar, bio and two hobbies; no motto, skill, GitHub link or favourite.
  {
    email: 'studente2@demo.test',
    avatar: 'astronaut',
    bio: 'Mi piace capire come funzionano le cose: ho iniziato con le pagine web e ora sto imparando Git.',
    hobbies: ['Fotografia', 'Pallavolo'],
  },
  {
    email: 'chiara.ferri@demo.test',
    avatar: 'galaxy',
    bio: 'Frequento il quinto anno di informatica. Ho realizzato il sito della mia squadra di pallavolo e un piccolo gestionale per la biblioteca della scuola.',
    motto: 'Prima capisco, poi scrivo il codice.',
    hobbies: ['Pallavolo', 'Lettura', 'Fotografia'],
    softSkills: ['Lavoro di squadra', 'Problem solving', 'Organizzazione'],
    hardSkills: ['HTML', 'CSS', 'JavaScript', 'Git', 'SQL'],
    secondaryEmail: 'chiara.ferri@esempio.it',
    githubLink: 'https://github.com/chiaraferri-dev',
    favouriteTagCount: 2,
    canContact: true,
    newsletter: true,
  },
  {
    email: 'niccolo.marchetti@demo.test',
    avatar: 'rocket',
    bio: 'Appassionato di elettronica e robotica: con Arduino ho costruito una piccola stazione meteo.',
    motto: 'Se si può automatizzare, lo automatizzo.',
    hobbies: ['Robotica', 'Elettronica fai da te', 'Scacchi'],
    softSkills: ['Curiosità', 'Precisione'],
    hardSkills: ['C', 'Arduino', 'Python', 'Linux'],
    secondaryEmail: 'niccolo.marchetti@esempio.it',
    githubLink: 'https://github.com/nicco-marchetti',
    favouriteTagCount: 1,
    canContact: true,
  },
  {
    email: 'elisa.caruso@demo.test',
    avatar: 'telescope',
    bio: 'Mi interessano i dati e le persone che li usano: sogno di lavorare su interfacce accessibili.',
    motto: 'Il web è di tutti.',
    hobbies: ['Disegno', 'Astronomia'],
    softSkills: ['Empatia', 'Comunicazione efficace', 'Creatività'],
    hardSkills: ['Accessibilità web', 'Figma', 'CSS', 'React'],
    secondaryEmail: 'elisa.caruso@esempio.it',
    githubLink: 'https://github.com/elisacaruso',
    favouriteTagCount: 2,
    canContact: true,
    newsletter: true,
  },
  {
    email: 'gabriele.deluca@demo.test',
    avatar: 'alien',
    bio: 'Gioco a basket e programmo videogiochi semplici nel tempo libero.',
    motto: 'Un bug alla volta.',
    hobbies: ['Basket', 'Videogiochi'],
    softSkills: ['Resilienza', 'Spirito di iniziativa'],
    hardSkills: ['Java', 'Git'],
    secondaryEmail: 'gabriele.deluca@esempio.it',
    githubLink: 'https://github.com/gabdeluca',
    favouriteTagCount: 1,
    canContact: true,
  },
  {
    email: 'beatrice.villa@demo.test',
    avatar: 'space-cat',
    bio: 'Terzo anno, tanta voglia di imparare: il terminale non mi fa più paura e ora studio le reti.',
    motto: 'Sempre in orbita.',
    hobbies: ['Danza', 'Viaggi', 'Lingue straniere'],
    softSkills: ['Adattabilità', 'Capacità di apprendimento'],
    hardSkills: ['Linux', 'Bash', 'HTML'],
    secondaryEmail: 'beatrice.villa@esempio.it',
    githubLink: 'https://github.com/beavilla',
    favouriteTagCount: 3,
    canContact: true,
    newsletter: true,
  },
];
