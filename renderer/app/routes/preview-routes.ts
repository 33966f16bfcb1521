import type { RouteDefinition } from './route-definition.ts';
import { DraftPreviewEntryPage } from '../lazy-pages.ts';

/**
 * The entry of an author's draft preview (issue 24). The admin flag is not a role: the role
 * table lets every signed-in role in and the page shows the 404 page to anyone without it.
 */
export const PREVIEW_ROUTES: readonly RouteDefinition[] = [
  {
    key: 'studioPreview',
    layout: 'default',
    title: 'Anteprima della bozza',
    description: 'La bozza del pacchetto come la vedrà uno studente.',
    page: DraftPreviewEntryPage,
  },
];
