import { z } from 'zod';
import { defineEndpoint, EMPTY_ANSWER } from '../endpoint.ts';
import { idParamsSchema } from '../journey/ids.ts';
import { ownProfileSchema } from '../profile/profile.ts';
import {
  adminMessagesSchema,
  managedAdminMessageSchema,
  publishAdminMessageRequestSchema,
} from './admin-messages.ts';
import { changePasswordRequestSchema } from './password.ts';
import { advanceSchoolYearRequestSchema } from './school-year.ts';

/**
 * The account settings of spec 02 §7 beyond the profile: password, school year and the admin
 * messages, under /api/tj. Publishing and withdrawing messages needs the admin flag (403
 * otherwise), which the route checks, since it is not a role.
 */
export const accountEndpoints = {
  changePassword: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/user/change-password',
    access: 'signed-in',
    summary:
      "Changes the caller's password; other sessions end, this one refreshes into new claims.",
    body: changePasswordRequestSchema,
    response: EMPTY_ANSWER,
    status: 204,
    errors: [409, 429],
    // The password page itself: the one call that ends the state.
    servedWithExpiredPassword: true,
  }),
  advanceSchoolYear: defineEndpoint({
    service: 'api',
    method: 'PUT',
    path: '/student/school-year',
    access: ['student'],
    studentData: 'own',
    summary: "Moves the student to the next school year; past the last one, 'Già diplomato'.",
    body: advanceSchoolYearRequestSchema,
    response: ownProfileSchema,
    errors: [409],
  }),
  getAdminMessages: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/settings/messages',
    access: 'signed-in',
    summary: 'The admin messages in force: error, warning and info lists.',
    response: adminMessagesSchema,
  }),
  listManagedAdminMessages: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/settings/messages/manage',
    access: 'signed-in',
    studentData: 'staff',
    summary: 'Admins: every message, newest first, withdrawn and ended ones included.',
    response: z.array(managedAdminMessageSchema),
    errors: [403],
  }),
  publishAdminMessage: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/settings/messages',
    access: 'signed-in',
    studentData: 'staff',
    summary: 'Admins: publishes a message to every user.',
    body: publishAdminMessageRequestSchema,
    response: managedAdminMessageSchema,
    status: 201,
    errors: [403],
  }),
  withdrawAdminMessage: defineEndpoint({
    service: 'api',
    method: 'DELETE',
    path: '/settings/messages/:id',
    access: 'signed-in',
    summary: 'Admins: withdraws a message (it stays in the managed list).',
    params: idParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
    errors: [403, 404],
  }),
};
