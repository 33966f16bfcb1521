/**
 * The tasks of "Terminale a tempo": what to do, in Italian, and every command accepted for it,
 * the first being the one shown as expected. They stay on the server: a client sees a task's
 * prompt only, and its commands once it has answered (or cheating would be trivial).
 *
 * Accepted commands are written normalised (see normaliseCommand): single spaces, no leading or
 * trailing ones. Options that may be combined or reordered are listed one by one, so the check
 * stays an exact match that nobody can game with a clever string.
 */
export interface TerminalTaskDefinition {
  /** Stable id, kept with a round's tasks in the database. */
  readonly id: string;
  readonly prompt: string;
  readonly answers: readonly [string, ...string[]];
}

/** `grep` with the pattern bare or quoted: all three are the same command to the shell. */
const quoted = (before: string, word: string, after: string): [string, string, string] => [
  `${before} ${word} ${after}`,
  `${before} "${word}" ${after}`,
  `${before} '${word}' ${after}`,
];

export const TERMINAL_TASKS: readonly TerminalTaskDefinition[] = [
  {
    id: 'ls-hidden',
    prompt: 'Elenca i file della cartella corrente, anche quelli nascosti.',
    answers: ['ls -a', 'ls -la', 'ls -al', 'ls -A', 'ls -lA', 'ls -Al', 'ls --all', 'ls -l -a'],
  },
  {
    id: 'ls-long',
    prompt:
      'Elenca i file della cartella corrente con i dettagli: permessi, proprietario, dimensione.',
    answers: ['ls -l'],
  },
  {
    id: 'pwd',
    prompt: 'Mostra il percorso completo della cartella in cui ti trovi.',
    answers: ['pwd'],
  },
  {
    id: 'cd-home',
    prompt: 'Torna alla tua cartella home.',
    answers: ['cd', 'cd ~', 'cd ~/', 'cd $HOME'],
  },
  {
    id: 'cd-parent',
    prompt: 'Sali di un livello: vai nella cartella che contiene quella corrente.',
    answers: ['cd ..', 'cd ../'],
  },
  {
    id: 'cd-progetti',
    prompt: 'Entra nella cartella progetti, che si trova nella cartella corrente.',
    answers: ['cd progetti', 'cd progetti/', 'cd ./progetti', 'cd ./progetti/'],
  },
  {
    id: 'mkdir',
    prompt: 'Crea una nuova cartella di nome esercizi.',
    answers: ['mkdir esercizi'],
  },
  {
    id: 'mkdir-parents',
    prompt: 'Crea la cartella src/lib in un colpo solo, con le cartelle intermedie che mancano.',
    answers: ['mkdir -p src/lib', 'mkdir --parents src/lib', 'mkdir -p src/lib/'],
  },
  {
    id: 'touch',
    prompt: 'Crea un file vuoto di nome index.html.',
    answers: ['touch index.html'],
  },
  {
    id: 'rm-file',
    prompt: 'Elimina il file vecchio.txt.',
    answers: ['rm vecchio.txt', 'rm -f vecchio.txt'],
  },
  {
    id: 'rm-dir',
    prompt: 'Elimina la cartella tmp con tutto quello che contiene.',
    answers: ['rm -r tmp', 'rm -rf tmp', 'rm -fr tmp', 'rm -R tmp', 'rm -r tmp/', 'rm -rf tmp/'],
  },
  {
    id: 'cp-file',
    prompt: 'Copia il file appunti.txt in un nuovo file di nome backup.txt.',
    answers: ['cp appunti.txt backup.txt'],
  },
  {
    id: 'cp-dir',
    prompt: 'Copia la cartella sito, con tutto il contenuto, in una nuova cartella sito-backup.',
    answers: ['cp -r sito sito-backup', 'cp -R sito sito-backup', 'cp -a sito sito-backup'],
  },
  {
    id: 'mv-rename',
    prompt: 'Rinomina il file bozza.md in relazione.md.',
    answers: ['mv bozza.md relazione.md'],
  },
  {
    id: 'mv-into',
    prompt: 'Sposta il file foto.png nella cartella immagini.',
    answers: ['mv foto.png immagini/', 'mv foto.png immagini', 'mv foto.png immagini/foto.png'],
  },
  {
    id: 'cat',
    prompt: 'Mostra sullo schermo il contenuto del file note.txt.',
    answers: ['cat note.txt'],
  },
  {
    id: 'grep',
    prompt: 'Cerca la parola errore nel file log.txt.',
    answers: quoted('grep', 'errore', 'log.txt'),
  },
  {
    id: 'grep-ignore-case',
    prompt: 'Cerca la parola errore nel file log.txt, senza distinguere maiuscole e minuscole.',
    answers: [...quoted('grep -i', 'errore', 'log.txt'), 'grep --ignore-case errore log.txt'],
  },
  {
    id: 'grep-recursive',
    prompt: 'Cerca la parola TODO in tutti i file della cartella src e delle sue sottocartelle.',
    answers: [
      ...quoted('grep -r', 'TODO', 'src'),
      ...quoted('grep -r', 'TODO', 'src/'),
      'grep -R TODO src',
      'grep -R TODO src/',
    ],
  },
  {
    id: 'chmod-exec',
    prompt: 'Rendi eseguibile lo script avvia.sh.',
    answers: ['chmod +x avvia.sh', 'chmod u+x avvia.sh', 'chmod a+x avvia.sh'],
  },
  {
    id: 'chmod-644',
    prompt:
      'Dai al file dati.csv i permessi 644: lettura e scrittura per te, sola lettura per gli altri.',
    answers: ['chmod 644 dati.csv', 'chmod 0644 dati.csv'],
  },
  {
    id: 'git-init',
    prompt: 'Trasforma la cartella corrente in un nuovo repository Git.',
    answers: ['git init'],
  },
  {
    id: 'git-status',
    prompt: 'Guarda quali file sono cambiati nel repository Git dall’ultimo commit.',
    answers: ['git status'],
  },
  {
    id: 'git-add-all',
    prompt: 'Aggiungi all’area di staging tutte le modifiche della cartella corrente.',
    answers: ['git add .', 'git add -A', 'git add --all'],
  },
  {
    id: 'git-commit',
    prompt: 'Registra le modifiche in staging con il messaggio primo commit.',
    answers: ['git commit -m "primo commit"', "git commit -m 'primo commit'"],
  },
  {
    id: 'git-log',
    prompt: 'Mostra la storia dei commit, un commit per riga.',
    answers: ['git log --oneline'],
  },
  {
    id: 'git-branch',
    prompt: 'Crea il branch nuova-pagina e spostati subito lì.',
    answers: ['git switch -c nuova-pagina', 'git checkout -b nuova-pagina'],
  },
];

const BY_ID = new Map(TERMINAL_TASKS.map((task) => [task.id, task]));

/** The task of a stored id; a stored id the bank no longer has is a programming error. */
export function terminalTask(id: string): TerminalTaskDefinition {
  const task = BY_ID.get(id);
  if (!task) throw new Error(`Unknown terminal task ${id}`);
  return task;
}

/**
 * A typed command as it is compared: surrounding spaces dropped and every run of white space
 * (spaces, tabs) made one space. Case is kept: `LS` is not `ls` on a terminal.
 */
export function normaliseCommand(command: string): string {
  return command.trim().replace(/\s+/g, ' ');
}

/** True when the typed command is one of the task's accepted ones, once normalised. */
export function isAcceptedCommand(task: TerminalTaskDefinition, command: string): boolean {
  return task.answers.includes(normaliseCommand(command));
}
