import type { EndpointDefinition } from '#common/api/endpoint.ts';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';

/**
 * The journey's progress reads: everything a completion (a lesson, an exercise, a quiz) changes,
 * i.e. points, completed resources, unlocked modules and the streak. Named once here, in shared
 * code, so the quiz, episode and live features refresh them with
 * invalidateEndpoints(queryClient, journeyProgressEndpoints) without importing the journey
 * feature. Left out: the unlock status (one-way, read by the guard) and the to-do list, which no
 * completion changes.
 */
export const journeyProgressEndpoints: readonly EndpointDefinition[] = [
  journeyEndpoints.getLevels,
  journeyEndpoints.getProfessorLevels,
  journeyEndpoints.getOnDemandEntities,
  journeyEndpoints.getProfessionalPaths,
  journeyEndpoints.getSkillFocuses,
  journeyEndpoints.getSkillFocus,
  journeyEndpoints.getHomePage,
  journeyEndpoints.getItemDetail,
  journeyEndpoints.getProfessorItemDetail,
  journeyEndpoints.getLevelTest,
  journeyEndpoints.getProfessorLevelTest,
  journeyEndpoints.getStreak,
];
