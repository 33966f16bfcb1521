import type { RouteDefinition } from './route-definition.ts';
import {
  ContentPacksPage,
  ModerationPage,
  OperationsPage,
  SurveyResultsPage,
} from '../lazy-pages.ts';

/**
 * The pages of the users with the admin flag (issue 12). The flag is not a role, so the role
 * table lets every signed-in role in and each page shows the 404 page to anyone without it.
 */
export const ADMIN_ROUTES: readonly RouteDefinition[] = [
  {
    key: 'moderation',
    layout: 'default',
    title: 'Moderazione',
    description: 'Le domande e le risposte segnalate dagli studenti: nascondile o ripristinale.',
    page: ModerationPage,
  },
  {
    key: 'surveyResults',
    layout: 'default',
    title: 'Risultati dei sondaggi',
    description: 'Le risposte anonime degli studenti ai sondaggi, per attività e per livello.',
    page: SurveyResultsPage,
  },
  {
    key: 'contentPacks',
    layout: 'default',
    title: 'Contenuti',
    description:
      'Importa i pacchetti di lezioni, quiz e video della scuola, verificali prima ed esporta i contenuti attuali.',
    page: ContentPacksPage,
  },
  {
    key: 'operations',
    layout: 'default',
    title: 'Stato del server',
    description:
      'Database, spazio su disco, ultimo backup, richieste e tempi di risposta del server.',
    page: OperationsPage,
  },
];
