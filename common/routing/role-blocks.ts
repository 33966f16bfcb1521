import type { Role } from '../auth/roles.ts';
import { ROLES } from '../auth/roles.ts';
import type { AppEnvironment } from './navigation-types.ts';
import { isWithinArea } from './path-match.ts';
import { paths } from './paths.ts';

/** One row of the role-block table of spec 01 §2 point 5 and spec 02 §6. */
export interface RoleBlockRule {
  /** The area; the rule covers the area path and everything below it. */
  readonly area: string;
  /** The roles that may not enter the area. */
  readonly blockedRoles: readonly Role[];
  /** Where a blocked user is sent. */
  readonly redirectTo: string;
  /** When set, the rule applies only in environments other than this one. */
  readonly onlyOutside?: AppEnvironment;
}

/**
 * The role-block table, in the spec's order. Where areas nest, the most specific row decides
 * (see findRoleBlock): /profile/cv is decided by its own row (the company's page: visitor,
 * student and professor go to /profile), never by the /profile row, which blocks sorintian from
 * the rest of the profile "and subroutes" — else nobody could open /profile/cv.
 *
 * /lti and /games: the spec blocks all four roles outside the development environment but does
 * not say where they go; we send them home ('/'), like every other row that has no better target.
 */
export const ROLE_BLOCK_RULES: readonly RoleBlockRule[] = [
  { area: paths.profile.path, blockedRoles: ['sorintian'], redirectTo: paths.home.path },
  {
    area: paths.profileCv.path,
    blockedRoles: ['visitor', 'student', 'professor'],
    redirectTo: paths.profile.path,
  },
  { area: paths.settings.path, blockedRoles: ['sorintian'], redirectTo: paths.home.path },
  {
    area: paths.report.path,
    blockedRoles: ['student', 'visitor', 'sorintian'],
    redirectTo: paths.home.path,
  },
  {
    area: paths.classroomManagement.path,
    blockedRoles: ['student', 'visitor', 'sorintian'],
    redirectTo: paths.home.path,
  },
  {
    area: paths.courses.path,
    blockedRoles: ['professor', 'visitor', 'sorintian'],
    redirectTo: paths.home.path,
  },
  { area: paths.live.path, blockedRoles: ['visitor', 'sorintian'], redirectTo: paths.home.path },
  {
    area: paths.lti.path,
    blockedRoles: ROLES,
    redirectTo: paths.home.path,
    onlyOutside: 'development',
  },
  {
    area: paths.games.path,
    blockedRoles: ROLES,
    redirectTo: paths.home.path,
    onlyOutside: 'development',
  },
];

/**
 * The rule that keeps `role` out of `path` in `environment`, or null when none does. Of the rows
 * whose area contains the path, the most specific (longest area) decides, whatever the role.
 */
export function findRoleBlock(
  path: string,
  role: Role,
  environment: AppEnvironment,
): RoleBlockRule | null {
  let deciding: RoleBlockRule | null = null;
  for (const rule of ROLE_BLOCK_RULES) {
    if (rule.onlyOutside !== undefined && rule.onlyOutside === environment) continue;
    if (!isWithinArea(path, rule.area)) continue;
    if (!deciding || rule.area.length > deciding.area.length) deciding = rule;
  }
  return deciding && deciding.blockedRoles.includes(role) ? deciding : null;
}

/** True when `role` may open `path` as far as the role-block table is concerned. */
export function isPathAllowedForRole(
  path: string,
  role: Role,
  environment: AppEnvironment,
): boolean {
  return findRoleBlock(path, role, environment) === null;
}
