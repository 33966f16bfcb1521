import type { ProfileAudience } from '../api/privacy/privacy.ts';

/**
 * Who may see which part of a student (issue 25): the one rule every call that returns a
 * student's data asks (server/privacy/student-access.ts finds the viewer's relation and the
 * student's choices, then calls `maySeeStudentPart`). The students are minors: what is not
 * granted here is not seen, and an id that names someone the viewer may not see answers 404
 * alike, so it does not even reveal that the student exists.
 */

/**
 * How the viewer stands to the student, strongest first (a professor of the student's class is
 * `own-professor` even if they also share a chat):
 * - `self`: the student;
 * - `own-professor`: a professor of a classroom the student is in (any state, archived too);
 * - `classmate`: a student enabled in an active classroom the student is enabled in;
 * - `chat-mate`: a member of a live course's chat the viewer follows (the chat shows its authors);
 * - `platform-admin`: a professor with the admin flag (moderates the chat);
 * - `platform-student`, `other-professor`: any other student or professor of the platform;
 * - `company`: a company user (role sorintian); `visitor`; `anonymous`: nobody signed in.
 */
export const VIEWER_RELATIONS = [
  'self',
  'own-professor',
  'classmate',
  'chat-mate',
  'platform-admin',
  'platform-student',
  'other-professor',
  'company',
  'visitor',
  'anonymous',
] as const;
export type ViewerRelation = (typeof VIEWER_RELATIONS)[number];

/**
 * The parts of a student an answer may carry:
 * - `public-profile`: name, avatar, bio, motto, GitHub link, points, title, badges, favourite
 *   hashtags, hobbies and skills (the profile page of another student);
 * - `progress`: PCTO hours, journey percentages and the streak;
 * - `live-profile`: presence and scores in live courses;
 * - `ranking-name`: the name and avatar beside a position of the platform-wide ranking;
 * - `cv`: the CV in the companies' pool, its PDF;
 * - `chat-identity`: the chat's user card (Rocket.Chat users.info).
 */
export const STUDENT_PARTS = [
  'public-profile',
  'progress',
  'live-profile',
  'ranking-name',
  'cv',
  'chat-identity',
] as const;
export type StudentPart = (typeof STUDENT_PARTS)[number];

/** The student's own choices (settings › Privacy) and whether the account was erased. */
export interface StudentPrivacy {
  readonly profileAudience: ProfileAudience;
  readonly rankingByName: boolean;
  readonly canContact: boolean;
  readonly erased: boolean;
}

type Grant = boolean | ((privacy: StudentPrivacy) => boolean);

const byAudience = (privacy: StudentPrivacy) => privacy.profileAudience === 'platform';
const byRankingChoice = (privacy: StudentPrivacy) => privacy.rankingByName;
const byConsent = (privacy: StudentPrivacy) => privacy.canContact;

/**
 * The rule as a table: part → relation → granted. A relation missing from a part's row is
 * refused. Company users see a student only while the student consents, and only what the CV
 * shows; visitors and anonymous callers never see a student.
 */
const GRANTS: Record<StudentPart, Partial<Record<ViewerRelation, Grant>>> = {
  'public-profile': {
    self: true,
    'own-professor': true,
    classmate: true,
    'chat-mate': byAudience,
    'platform-student': byAudience,
    company: byConsent,
  },
  progress: { self: true, 'own-professor': true },
  'live-profile': { self: true, 'own-professor': true },
  'ranking-name': {
    self: true,
    'own-professor': true,
    classmate: true,
    'chat-mate': byRankingChoice,
    'platform-admin': byRankingChoice,
    'platform-student': byRankingChoice,
    'other-professor': byRankingChoice,
  },
  cv: { self: true, company: byConsent },
  'chat-identity': {
    self: true,
    'own-professor': true,
    classmate: true,
    'chat-mate': true,
    'platform-admin': true,
  },
};

/** Whether a viewer standing in `relation` to a student may see `part` of them. */
export function maySeeStudentPart(
  part: StudentPart,
  relation: ViewerRelation,
  privacy: StudentPrivacy,
): boolean {
  // An erased account is nobody's any more: its rows stay for the class statistics only.
  if (privacy.erased) return false;
  const grant = GRANTS[part][relation] ?? false;
  return typeof grant === 'function' ? grant(privacy) : grant;
}

/**
 * Staff (professors, visitors, company users) are adults with no public profile of their own:
 * their chat card is seen by those who share the chat with them, their name on a leaderboard
 * they chose to play by anyone signed in.
 */
export function maySeeStaffPart(part: StudentPart, relation: ViewerRelation): boolean {
  if (relation === 'self') return true;
  if (part === 'ranking-name') return relation !== 'anonymous';
  return part === 'chat-identity' && (relation === 'chat-mate' || relation === 'platform-admin');
}
