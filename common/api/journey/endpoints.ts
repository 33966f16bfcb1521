import { defineEndpoint, EMPTY_ANSWER } from '../endpoint.ts';
import { entityListSchema, levelsResponseSchema } from './entity.ts';
import { collectionListSchema, collectionSchema, homePageSchema } from './home.ts';
import { hexIdParamsSchema, idParamsSchema } from './ids.ts';
import { itemDetailSchema, levelTestResponseSchema } from './item-detail.ts';
import { journeyStatusSchema } from './journey-status.ts';
import { streakParamsSchema, streakSchema } from './streak.ts';
import { savedTodoSchema } from './todo.ts';

/**
 * The learning journey's lists, item detail, status and to-do list (spec 01 §4-§7), under
 * /api/tj. Every signed-in role reads the lists: students with their own progress and unlocking,
 * professors with everything unlocked, visitors and sorintian with everything open and no
 * progress. A student asking for a locked or hidden entity gets 404, never its content.
 * Resources, questions, ratings and media are in resource-endpoints.ts.
 */
export const journeyEndpoints = {
  getJourneyStatus: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/get-status',
    access: 'signed-in',
    summary: "Whether the caller's journey is unlocked (students must finish the introduction).",
    response: journeyStatusSchema,
    // The renderer's route guard asks it on every navigation, the password page's included.
    servedWithExpiredPassword: true,
  }),
  unlockJourney: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/unlock-tech-journey',
    access: 'signed-in',
    summary: "Unlocks a student's journey once the introduction is done (other roles: no-op).",
    response: journeyStatusSchema,
  }),
  getLevels: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey',
    access: 'signed-in',
    summary: 'The visible levels with their entities, as the caller sees them.',
    response: levelsResponseSchema,
  }),
  getProfessorLevels: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/professor',
    access: ['professor'],
    summary: 'The visible levels with their entities, everything unlocked.',
    response: levelsResponseSchema,
  }),
  getOnDemandEntities: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/on-demand',
    access: 'signed-in',
    summary: 'The entities outside the levels, always open.',
    response: entityListSchema,
  }),
  getSingleEntities: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/single-entities',
    access: 'signed-in',
    summary: 'The single entities of the home page, in order.',
    response: entityListSchema,
  }),
  getStartedEntities: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/started-entities',
    access: 'signed-in',
    summary: 'Entities with some but not all resources completed by the caller.',
    response: entityListSchema,
  }),
  getProfessionalPaths: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/professional-paths',
    access: 'signed-in',
    summary: 'The professional paths with their visible entities in order.',
    response: collectionListSchema,
  }),
  getSkillFocuses: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/skill-focuses',
    access: 'signed-in',
    summary: 'The skill focuses with their visible entities in order.',
    response: collectionListSchema,
  }),
  getSkillFocus: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/skill-focuses/:id',
    access: 'signed-in',
    summary: 'One skill focus with its visible entities (404 when unknown).',
    params: idParamsSchema,
    response: collectionSchema,
    errors: [404],
  }),
  getHomePage: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/home-page',
    access: 'signed-in',
    studentData: 'own',
    summary: 'Points, title, where to continue, started, saved and single entities.',
    response: homePageSchema,
  }),
  getItemDetail: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/:id',
    access: 'signed-in',
    summary: 'An entity with its sections and resources (404 when locked, hidden or a final test).',
    params: hexIdParamsSchema,
    response: itemDetailSchema,
  }),
  getProfessorItemDetail: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/:id/professor',
    access: ['professor'],
    summary: 'An entity with its sections and resources, final tests included.',
    params: hexIdParamsSchema,
    response: itemDetailSchema,
  }),
  getLevelTest: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/level/tests/:id',
    access: 'signed-in',
    summary: "A level's final test with its sections, or null when none is open to the caller.",
    params: idParamsSchema,
    response: levelTestResponseSchema,
  }),
  getProfessorLevelTest: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/level/tests/:id/professor',
    access: ['professor'],
    summary: "A level's final test with its sections, or null when the level has none.",
    params: idParamsSchema,
    response: levelTestResponseSchema,
  }),
  getTodoList: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/todolist',
    access: ['student'],
    summary: "The student's saved entities, oldest saved first.",
    response: entityListSchema,
  }),
  saveTodo: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/todolist/:id',
    access: ['student'],
    summary: 'Saves an entity in the to-do list (409 when already saved).',
    params: hexIdParamsSchema,
    response: savedTodoSchema,
    status: 201,
    errors: [404, 409],
  }),
  removeTodo: defineEndpoint({
    service: 'api',
    method: 'DELETE',
    path: '/tech-journey/todolist/:id',
    access: ['student'],
    summary: 'Removes an entity from the to-do list (409 when not saved).',
    params: hexIdParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
    errors: [409],
  }),
  getStreak: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/streak-counter/:userId',
    access: ['student'],
    studentData: { part: 'progress', named: { in: 'params', key: 'userId' } },
    summary: "The caller's daily streak (another user's is 404).",
    params: streakParamsSchema,
    response: streakSchema,
    errors: [404],
  }),
} as const;
