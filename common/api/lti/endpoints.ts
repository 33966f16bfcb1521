import { z } from 'zod';
import { defineEndpoint, EMPTY_ANSWER, fileAnswer } from '../endpoint.ts';
import {
  jwksSchema,
  ltiAuthRequestSchema,
  ltiCourseParamsSchema,
  ltiCourseSchema,
  ltiLaunchParamsSchema,
  ltiLaunchSchema,
} from './lti.ts';

/**
 * The LTI 1.3 platform (API.md prefix /api/lti), in the development environment only (spec 01
 * §2); elsewhere every path answers 404. Students and professors are the roles LTI knows
 * (Learner, Instructor). The JWKS and the authorization endpoint are public: the tools and the
 * user's browser call them, and the launch they finish is a single-use hint.
 */
export const ltiEndpoints = {
  listLtiCourses: defineEndpoint({
    devOnly: true,
    service: 'lti',
    method: 'GET',
    path: '/courses',
    access: ['student', 'professor'],
    summary: 'The courses of the external tools configured on the server.',
    response: z.array(ltiCourseSchema),
  }),
  launchLtiCourse: defineEndpoint({
    devOnly: true,
    service: 'lti',
    method: 'POST',
    path: '/courses/:id/launch',
    access: ['student', 'professor'],
    summary: 'Starts a resource-link launch: answers the address that opens it in a browser.',
    params: ltiCourseParamsSchema,
    response: ltiLaunchSchema,
    errors: [404],
  }),
  openLtiLaunch: defineEndpoint({
    devOnly: true,
    service: 'lti',
    method: 'GET',
    path: '/launches/:hint',
    // The user's browser (the system browser on desktop) has no session of ours: the hint,
    // single-use and short-lived, is the credential.
    access: 'public',
    summary: "Redirects (303) a started launch to the tool's OIDC login initiation.",
    params: ltiLaunchParamsSchema,
    response: EMPTY_ANSWER,
    status: 303,
  }),
  getLtiJwks: defineEndpoint({
    devOnly: true,
    service: 'lti',
    method: 'GET',
    path: '/.well-known/jwks.json',
    access: 'public',
    summary: "The platform's public signing keys (JWKS).",
    response: jwksSchema,
  }),
  authorizeLtiLaunch: defineEndpoint({
    devOnly: true,
    service: 'lti',
    method: 'GET',
    path: '/auth',
    access: 'public',
    summary:
      'OIDC authorization endpoint: answers a page that POSTs the signed id_token to the tool.',
    query: ltiAuthRequestSchema,
    response: fileAnswer('text/html'),
  }),
  authorizeLtiLaunchByPost: defineEndpoint({
    devOnly: true,
    service: 'lti',
    method: 'POST',
    path: '/auth',
    access: 'public',
    summary: 'The same authorization endpoint, for a tool that POSTs its auth request as a form.',
    body: ltiAuthRequestSchema,
    response: fileAnswer('text/html'),
  }),
} as const;
