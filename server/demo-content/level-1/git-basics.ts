import { multiple, single, video } from '../builders.ts';
import type { DemoEntity } from '../content-types.ts';
import { LESSON_CLIPS } from '../media.ts';

/** Level 1, module 2: version control with Git and sharing code on GitHub. */
export const gitBasics: DemoEntity = {
  key: 'git-basics',
  type: 'module',
  title: 'Git e GitHub',
  description:
    'Tieni traccia delle modifiche al tuo codice con Git e condividilo su GitHub: repository, commit, branch e pull request.',
  pcto_minutes: 120,
  points: 250,
  tags: ['git', 'github', 'versionamento'],
  num_badges: 1,
  certificate: true,
  download_materials_link: 'https://git-scm.com/book/it/v2',
  sections: [
    {
      title: 'Il controllo di versione',
      resources: [
        video(
          'git-basics-why-version-control',
          'Perché serve il controllo di versione',
          'Cosa succede quando più persone modificano gli stessi file, e come Git ricorda ogni versione.',
          LESSON_CLIPS.git,
        ),
        video(
          'git-basics-first-commit',
          'Il primo commit',
          'git init, git status, git add e git commit: la staging area spiegata passo per passo.',
          LESSON_CLIPS.git,
        ),
        {
          key: 'git-basics-exercise-first-repository',
          type: 'exercise',
          title: 'Esercizio: il tuo primo repository',
          description: 'Trasforma la cartella tech-journey in un repository Git.',
          duration_seconds: 900,
          instructions:
            'Entra nella cartella tech-journey creata nel modulo sul terminale e scrivi git init.\n\n' +
            'Configura il tuo nome e la tua e-mail con git config --global user.name e git config --global user.email.\n\n' +
            'Aggiungi i file con git add . e crea il primo commit con git commit -m "Prima versione del progetto". Controlla la cronologia con git log --oneline.',
        },
      ],
    },
    {
      title: 'Branch e collaborazione',
      resources: [
        video(
          'git-basics-branches',
          'Lavorare con i branch',
          'Creare un branch, passare da un branch all’altro e unirli con git merge.',
          LESSON_CLIPS.git,
        ),
        video(
          'git-basics-github-pull-requests',
          'GitHub e le pull request',
          'Collegare un repository remoto, fare push e proporre modifiche con una pull request.',
          LESSON_CLIPS.git,
        ),
        {
          key: 'git-basics-exercise-branch',
          type: 'exercise',
          title: 'Esercizio: una modifica su un branch',
          description: 'Prova il ciclo completo branch, commit e merge.',
          duration_seconds: 1200,
          instructions:
            'Crea un nuovo branch con git switch -c aggiorna-titolo.\n\n' +
            'Modifica il file index.html aggiungendo un titolo, poi salva la modifica con un commit.\n\n' +
            'Torna sul branch principale con git switch main e unisci il lavoro con git merge aggiorna-titolo. Verifica con git log --oneline --graph che il commit sia presente.',
        },
        {
          key: 'git-basics-final-quiz',
          type: 'quiz',
          title: 'Quiz finale: Git e GitHub',
          description: 'Verifica le tue conoscenze su commit, branch e repository remoti.',
          quiz: {
            kind: 'quiz',
            pass_percentage: 70,
            questions: [
              single(
                'Quale comando crea un nuovo repository Git nella cartella corrente?',
                ['git start', 'git init', 'git new', 'git clone'],
                1,
                'git init crea la cartella nascosta .git che contiene tutta la storia del repository; git clone invece copia un repository esistente.',
              ),
              single(
                'A che cosa serve git add?',
                [
                  'A inviare i commit a GitHub',
                  'A creare un nuovo branch',
                  'A preparare le modifiche nella staging area per il prossimo commit',
                  'A scaricare le modifiche dal repository remoto',
                ],
                2,
                'git add sposta le modifiche nella staging area: il commit successivo salverà esattamente ciò che vi si trova.',
              ),
              multiple(
                'Quali comandi comunicano con un repository remoto?',
                ['git push', 'git pull', 'git commit', 'git status'],
                [0, 1],
                'push invia i commit al remoto e pull scarica e integra quelli nuovi; commit e status lavorano solo in locale.',
              ),
              single(
                'Che cos’è una pull request su GitHub?',
                [
                  'Una richiesta di unire le modifiche di un branch in un altro, con revisione',
                  'Il comando per scaricare un repository',
                  'Un errore che compare quando due commit sono in conflitto',
                  'Una copia di backup del repository',
                ],
                0,
                'Una pull request propone di unire un branch: il team può commentare e approvare le modifiche prima del merge.',
              ),
              multiple(
                'Quali sono buone pratiche per i messaggi di commit?',
                [
                  'Descrivere che cosa cambia e perché',
                  'Scrivere sempre soltanto "modifiche"',
                  'Fare commit piccoli e con un solo scopo',
                  'Aspettare la fine del progetto per fare un unico commit',
                ],
                [0, 2],
                'Commit piccoli con messaggi chiari rendono la cronologia leggibile e facilitano la ricerca degli errori.',
              ),
              single(
                'Che cosa succede con git merge quando due branch hanno modificato la stessa riga?',
                [
                  'Git sceglie automaticamente la versione più recente',
                  'Git segnala un conflitto che va risolto a mano',
                  'Il merge cancella entrambe le modifiche',
                  'Git crea un terzo branch con le due versioni',
                ],
                1,
                'Git non può sapere quale versione è giusta: marca il conflitto nel file e aspetta che tu lo risolva e faccia il commit.',
              ),
            ],
          },
        },
      ],
    },
  ],
};
