import type { RouteDefinition } from './route-definition.ts';
import { StudioLiveCoursePage } from '../lazy-pages.ts';

/**
 * The studio's live courses (issue 24). The right is the admin flag or being the course's
 * editor, neither a role: every signed-in role is let in and the page shows the 404 page when
 * the server refuses (403/404).
 */
export const STUDIO_LIVE_ROUTES: readonly RouteDefinition[] = [
  {
    key: 'studioLiveCourse',
    layout: 'default',
    title: 'Corso live',
    description:
      'Gli episodi in programma e i quiz live del corso; per gli amministratori anche i dati del corso.',
    page: StudioLiveCoursePage,
  },
];
