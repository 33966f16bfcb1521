import type { HomePage } from '#common/api/journey/home.ts';
import { titleProgress } from '#common/progress/titles.ts';
import type { Queryable } from '../../db/database.ts';
import { totalPoints } from '../progress/progress-repository.ts';
import { loadJourneyView } from './journey-view.ts';
import { continueEntity, loadSingleEntities, loadTodoEntities, startedEntities } from './lists.ts';
import type { Viewer } from './viewer.ts';

/**
 * The home page of one viewer: points and title, where to continue, started, saved and single
 * entities. Roles without progress get no points, nothing to continue and no to-do list.
 */
export async function loadHomePage(db: Queryable, viewer: Viewer, name: string): Promise<HomePage> {
  const view = await loadJourneyView(db, viewer);
  const studentId = viewer.progressUserId;
  const points = studentId ? await totalPoints(db, studentId) : 0;
  const title = titleProgress(points);
  return {
    user: {
      name,
      points,
      title: title.title,
      next_title: title.nextTitle,
      points_to_next_title: title.pointsToNextTitle,
    },
    continue: studentId ? continueEntity(view) : null,
    started: startedEntities(view),
    todo: studentId ? await loadTodoEntities(db, view, studentId) : [],
    single_entities: await loadSingleEntities(db, view),
  };
}
