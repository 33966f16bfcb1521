import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  moderatePostRequestSchema,
  moderationParamsSchema,
  reportedPostSchema,
} from './moderation.ts';

/**
 * Moderation of the questions and replies students report (issue 12), under /api/tj. For users
 * with the admin flag, which the routes check (a flag, not a role: 403 for everyone else).
 */
export const moderationEndpoints = {
  listReportedPosts: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/moderation/reports',
    access: 'signed-in',
    studentData: 'posts',
    summary: 'Admins: the reported questions and replies, the latest reported first.',
    response: z.array(reportedPostSchema),
    errors: [403],
  }),
  moderatePost: defineEndpoint({
    service: 'api',
    method: 'PUT',
    path: '/tech-journey/moderation/:kind/:id',
    access: 'signed-in',
    studentData: 'posts',
    summary: 'Admins: hides a question or reply from everyone, or restores it; the author is told.',
    params: moderationParamsSchema,
    body: moderatePostRequestSchema,
    response: reportedPostSchema,
    errors: [403, 404],
  }),
} as const;
