import { z } from 'zod';
import { defineEndpoint, EMPTY_ANSWER, fileAnswer } from '../endpoint.ts';
import { ownProfileSchema } from '../profile/profile.ts';
import {
  certificateVerificationSchema,
  erasureRequestParamsSchema,
  erasureRequestSchema,
  erasureStateSchema,
  privacySettingsRequestSchema,
  profileViewSchema,
  verificationCodeParamsSchema,
} from './privacy.ts';

/**
 * Minors' data (issue 25) under /api/tj: the student's privacy choices and their own data,
 * erasure confirmed by a professor of theirs, and the public check of a certificate's code.
 */
export const privacyEndpoints = {
  updatePrivacy: defineEndpoint({
    service: 'api',
    method: 'PUT',
    path: '/student/privacy',
    access: ['student'],
    studentData: 'own',
    summary: "Who sees the student's profile, their name in the ranking, the companies' consent.",
    body: privacySettingsRequestSchema,
    response: ownProfileSchema,
  }),
  listProfileViews: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/my-data/views',
    access: ['student'],
    studentData: 'own',
    summary: "Who looked: companies that opened the student's CV, professors' files, newest first.",
    response: z.array(profileViewSchema),
  }),
  exportMyData: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/my-data/export',
    access: 'signed-in',
    summary: "The caller's data as a ZIP of JSON files, certificates as PDF, and a README.",
    response: fileAnswer('application/zip'),
  }),
  getMyErasure: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/my-data/erasure',
    access: ['student'],
    summary: "The student's erasure request, if one is waiting.",
    response: erasureStateSchema,
  }),
  requestErasure: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/my-data/erasure',
    access: ['student'],
    summary: 'Asks for the account to be erased; a professor of theirs or an operator confirms.',
    response: erasureStateSchema,
  }),
  cancelErasure: defineEndpoint({
    service: 'api',
    method: 'DELETE',
    path: '/tech-journey/my-data/erasure',
    access: ['student'],
    summary: "Withdraws the student's waiting erasure request.",
    response: erasureStateSchema,
  }),
  listErasureRequests: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/classroom/erasure-requests',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "The waiting erasure requests of the professor's students, oldest first.",
    response: z.array(erasureRequestSchema),
  }),
  confirmErasure: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/classroom/erasure-requests/:id/confirm',
    access: ['professor'],
    summary: "Erases one of the professor's students who asked for it (anonymises the account).",
    params: erasureRequestParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
  }),
  verifyCertificate: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/certificates/verify/:code',
    access: 'public',
    studentData: 'certificate',
    summary: 'What a certificate states and whether it is still valid, by its verification code.',
    params: verificationCodeParamsSchema,
    response: certificateVerificationSchema,
  }),
};
