import type { StudentPart } from './student-visibility.ts';

/**
 * How an endpoint touches a person's data (issue 25), declared beside its shapes. Every endpoint
 * whose request names a user or whose answer carries a person's identity must say it: the
 * privacy test (server/privacy/student-data-endpoints.test.ts) finds them by their shapes, so a
 * new endpoint cannot slip past the access rule by being left out of a list.
 *
 * - `{ part, named }`: one student named by the request (a path or query parameter); the access
 *   rule decides, and a student the caller may not see is refused like an unknown one.
 * - `{ part, listed }`: many students; those the rule does not grant are left out or unnamed.
 * - `own`: the caller's own data only.
 * - `classroom-records`: a professor's own classrooms and their students (server/reports/ownership.ts).
 * - `posts`: authors of posts (questions, replies, chat messages) in a place the caller may
 *   read: posting there is showing one's name there; erased authors are "Utente rimosso".
 * - `staff`: names staff or the school itself only (authors of messages, editors, the badge
 *   issuer's address), no student.
 * - `certificate`: what a certificate states, for whoever holds its unguessable code.
 */
export type StudentDataUse =
  | {
      readonly part: StudentPart;
      readonly named: { readonly in: 'params' | 'query'; readonly key: string };
    }
  | { readonly part: StudentPart; readonly listed: true }
  | 'own'
  | 'classroom-records'
  | 'posts'
  | 'staff'
  | 'certificate';
