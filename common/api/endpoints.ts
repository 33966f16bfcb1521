import { accountEndpoints } from './account/endpoints.ts';
import { assignmentEndpoints } from './assignments/endpoints.ts';
import { chatEndpoints } from './chat/endpoints.ts';
import { classroomEndpoints } from './classrooms/endpoints.ts';
import { contentPackEndpoints } from './content-packs/endpoints.ts';
import type { EndpointDefinition } from './endpoint.ts';
import { authEndpoints } from './auth-endpoints.ts';
import { gamesEndpoints } from './games/endpoints.ts';
import { resourceEndpoints } from './journey/resource-endpoints.ts';
import { journeyEndpoints } from './journey/endpoints.ts';
import { liveEndpoints } from './live/endpoints.ts';
import { liveReportEndpoints } from './live/report-endpoints.ts';
import { ltiEndpoints } from './lti/endpoints.ts';
import { moderationEndpoints } from './moderation/endpoints.ts';
import { notificationEndpoints } from './notifications/endpoints.ts';
import { passwordResetEndpoints } from './password-reset/endpoints.ts';
import { operationsEndpoints } from './operations/endpoints.ts';
import { privacyEndpoints } from './privacy/endpoints.ts';
import { profileEndpoints } from './profile/endpoints.ts';
import { quizEndpoints } from './quizzes/endpoints.ts';
import { reportEndpoints } from './reports/endpoints.ts';
import { liveCourseReportEndpoints } from './reports/live-endpoints.ts';
import { schoolSignInEndpoints } from './school-sign-in/endpoints.ts';
import { ssoEndpoints } from './sso/endpoints.ts';
import { studioEndpoints } from './studio/endpoints.ts';
import { surveyEndpoints } from './surveys/endpoints.ts';

/**
 * Every endpoint of every service, by name (the name is the OpenAPI operationId). A new area adds
 * its table here; a test proves the server registers each one exactly once.
 */
export const ENDPOINT_TABLES = {
  auth: authEndpoints,
  sso: ssoEndpoints,
  passwordReset: passwordResetEndpoints,
  schoolSignIn: schoolSignInEndpoints,
  quizzes: quizEndpoints,
  resources: resourceEndpoints,
  classrooms: classroomEndpoints,
  assignments: assignmentEndpoints,
  reports: reportEndpoints,
  liveCourseReports: liveCourseReportEndpoints,
  journey: journeyEndpoints,
  profile: profileEndpoints,
  privacy: privacyEndpoints,
  account: accountEndpoints,
  notifications: notificationEndpoints,
  moderation: moderationEndpoints,
  contentPacks: contentPackEndpoints,
  studio: studioEndpoints,
  live: liveEndpoints,
  liveReports: liveReportEndpoints,
  surveys: surveyEndpoints,
  chat: chatEndpoints,
  lti: ltiEndpoints,
  games: gamesEndpoints,
  operations: operationsEndpoints,
} as const satisfies Record<string, Record<string, EndpointDefinition>>;

/** [name, endpoint] of every declared endpoint; a name repeated across tables is a test failure. */
export function allEndpoints(): Array<[string, EndpointDefinition]> {
  return Object.values(ENDPOINT_TABLES).flatMap((table) => Object.entries(table));
}
