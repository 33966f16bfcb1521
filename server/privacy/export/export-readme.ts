import { formatDateTime } from '#common/format/swiss-italian.ts';

/** What each JSON file of the archive holds, as the README says it (Italian, for the user). */
export const EXPORT_FILES = {
  'profilo.json':
    'il tuo account (nome, e-mail, ruolo, anno scolastico, data di creazione), ogni campo del profilo anche quelli privati, le tue scelte sulla privacy, hobby, competenze, hashtag preferiti, avatar e le tue classi',
  'progressi.json':
    'attività e moduli completati, video lezioni seguite, punti, serie di giorni, lista delle cose da fare, valutazioni e partite ai giochi',
  'tentativi.json':
    'i tuoi tentativi ai quiz del percorso e ai quiz live, con le risposte che hai scelto, se erano corrette e il punteggio',
  'compiti.json':
    'i compiti che i professori ti hanno assegnato (a tutta la classe o a te per nome): cosa, chi li ha assegnati e quando, la scadenza, la nota, se li hai fatti (anche in ritardo) e quando',
  'badge.json': 'i badge che hai ottenuto e quelli che hai emesso come Open Badges',
  'presenze.json':
    'le tue presenze agli episodi live, le registrazioni che hai guardato, i corsi live che segui, le richieste di iscrizione e le valutazioni degli episodi',
  'chat.json':
    'i messaggi che hai scritto nelle chat dei corsi live (anche modificati o eliminati)',
  'domande.json': 'le domande e le risposte che hai scritto nel percorso e negli episodi live',
  'notifiche.json': 'le notifiche che hai ricevuto',
  'sondaggi.json': 'le tue risposte ai sondaggi',
  'accessi.json':
    'i tuoi accessi (quando sono iniziati, l’ultimo rinnovo, la scadenza e la fine) e le sessioni della chat',
  'chi-ha-visto.json':
    'chi ha consultato i tuoi dati: aziende che hanno aperto o scaricato il tuo curriculum, professori che hanno scaricato file con i tuoi dati',
} as const;

export type ExportFileName = keyof typeof EXPORT_FILES;

/** README.txt: what the archive is, when it was made, and one line per file. */
export function exportReadme(input: {
  name: string;
  now: Date;
  timeZone: string;
  certificates: readonly string[];
}): string {
  const lines = [
    'TECH JOURNEY - I TUOI DATI',
    '',
    `Questo archivio contiene i dati personali che Tech Journey conserva sull'account di ${input.name}.`,
    `Creato il ${formatDateTime(input.now, input.timeZone)} (ora della scuola).`,
    'I file .json si aprono con qualsiasi editor di testo; le date sono in formato ISO 8601 (UTC).',
    '',
    'CONTENUTO',
    '',
    'README.txt: questo file.',
    ...Object.entries(EXPORT_FILES).map(([file, what]) => `${file}: ${what}.`),
    input.certificates.length === 0
      ? 'certificati/: nessun certificato ottenuto finora.'
      : 'certificati/: i tuoi certificati PCTO in PDF, gli stessi che scarichi da «I miei certificati»:',
    ...input.certificates.map((file) => `  ${file}`),
    '',
    'Per cancellare l’account: Impostazioni › I miei dati.',
    '',
  ];
  return lines.join('\r\n');
}
