import type { DemoCollection } from './content-types.ts';

/** Guided routes through the content towards a job. */
export const professionalPaths: DemoCollection[] = [
  {
    key: 'path-frontend-developer',
    title: 'Sviluppatore front end',
    description:
      'Chi costruisce ciò che vediamo sullo schermo: pagine accessibili, stili curati e interfacce che reagiscono in JavaScript.',
    entity_keys: [
      'html-css-basics',
      'accessibility-focus',
      'javascript-basics',
      'async-javascript-focus',
      'git-basics',
      'markdown-on-demand',
    ],
  },
  {
    key: 'path-backend-developer',
    title: 'Sviluppatore back end',
    description:
      'Chi fa funzionare i servizi dietro le app: API, database, server Linux e container.',
    entity_keys: [
      'javascript-basics',
      'http-and-apis',
      'node-backend-basics',
      'sql-basics',
      'linux-for-developers',
      'docker-basics',
    ],
  },
];

/** Short collections built around one skill, across levels and on-demand items. */
export const skillFocuses: DemoCollection[] = [
  {
    key: 'skill-command-line',
    title: 'Padroneggiare la riga di comando',
    description:
      'Dal primo cd agli script di shell: lavora veloce senza mouse, in locale e sui server.',
    entity_keys: ['terminal-basics', 'linux-for-developers', 'regex-on-demand'],
  },
  {
    key: 'skill-web-pages',
    title: 'Creare pagine web',
    description:
      'Struttura, stile, accessibilità e documentazione per pubblicare la tua prima pagina.',
    entity_keys: ['html-css-basics', 'accessibility-focus', 'markdown-on-demand'],
  },
  {
    key: 'skill-secure-data',
    title: 'Dati al sicuro',
    description: 'Proteggi i dati degli utenti e i tuoi account: query sicure, backup e password.',
    entity_keys: ['sql-basics', 'data-pit-stop', 'password-security-on-demand'],
  },
];

/** Entities offered one by one on the home page. */
export const singleEntityKeys: string[] = [
  'markdown-on-demand',
  'password-security-on-demand',
  'regex-on-demand',
];
