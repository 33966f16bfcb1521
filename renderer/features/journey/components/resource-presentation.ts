import type { Resource, ResourceType } from '#common/api/journey/index.ts';
import { paths } from '#common/routing/paths.ts';

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  video_lesson: 'Video lezione',
  exercise: 'Esercizio',
  quiz: 'Quiz',
};

export const RESOURCE_TYPE_ICONS: Record<ResourceType, string> = {
  video_lesson: '▶',
  exercise: '⌨',
  quiz: '?',
};

/** Where a resource opens: lessons and exercises on the episode page, quizzes on the quiz page. */
export function resourceHref(moduleId: string, resource: Resource): string {
  if (resource.type === 'quiz' && resource.quiz_id) {
    return paths.quiz.href(moduleId, resource.quiz_id);
  }
  return paths.episodeDetail.href(moduleId, resource.id);
}

/** The DOM id of a resource's row, for the banner's scroll to the final quiz. */
export const resourceElementId = (resourceId: string) => `resource-${resourceId}`;
