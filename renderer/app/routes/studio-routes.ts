import type { RouteDefinition } from './route-definition.ts';
import {
  StudioCollectionPage,
  StudioEntityPage,
  StudioLevelPage,
  StudioListPage,
  StudioLiveCoursePage,
  StudioPackHeaderPage,
  StudioPacksPage,
  StudioWorkspacePage,
} from '../lazy-pages.ts';

/**
 * The studio (issue 24): authoring a pack's content in drafts. The right is the admin flag or a
 * live course's editor, neither a role: every signed-in role is let in and each page shows the
 * 404 page when the server answers 403.
 */
export const STUDIO_ROUTES: readonly RouteDefinition[] = [
  {
    key: 'studio',
    layout: 'default',
    title: 'Studio',
    description: 'I pacchetti di contenuti che puoi modificare, con le bozze in corso.',
    page: StudioPacksPage,
  },
  {
    key: 'studioWorkspace',
    layout: 'default',
    title: 'Bozza del pacchetto',
    description:
      'Livelli, elementi e raccolte della bozza, cosa manca per pubblicare e la pubblicazione.',
    parents: ['studio'],
    page: StudioWorkspacePage,
  },
  {
    key: 'studioPackHeader',
    layout: 'default',
    title: 'Dati del pacchetto',
    description: 'Titolo, versione e descrizione del pacchetto.',
    parents: ['studio', 'studioWorkspace'],
    page: StudioPackHeaderPage,
  },
  {
    key: 'studioLevel',
    layout: 'default',
    title: 'Livello',
    description: 'I dati del livello e i suoi elementi, in ordine.',
    parents: ['studio', 'studioWorkspace'],
    page: StudioLevelPage,
  },
  {
    key: 'studioEntity',
    layout: 'default',
    title: 'Elemento',
    description: 'I dati dell’elemento, le sue sezioni e le risorse: lezioni, esercizi e quiz.',
    parents: ['studio', 'studioWorkspace'],
    page: StudioEntityPage,
  },
  {
    key: 'studioCollection',
    layout: 'default',
    title: 'Raccolta',
    description: 'Un percorso professionale o un focus di competenze: i suoi elementi, in ordine.',
    parents: ['studio', 'studioWorkspace'],
    page: StudioCollectionPage,
  },
  {
    key: 'studioList',
    layout: 'default',
    title: 'Elenco',
    description: 'Gli elementi on demand o quelli in vetrina nella home, in ordine.',
    parents: ['studio', 'studioWorkspace'],
    page: StudioListPage,
  },
  {
    key: 'studioLiveCourse',
    layout: 'default',
    title: 'Corso live',
    description:
      'Gli episodi in programma e i quiz live del corso; per gli amministratori anche i dati del corso.',
    parents: ['studio', 'studioWorkspace'],
    page: StudioLiveCoursePage,
  },
];
