import type { Role } from '../auth/roles.ts';
import { normalizePath } from './path-match.ts';
import { paths } from './paths.ts';

/** Where the 'Modifica password' action leads (spec 01 §4, spec 02 §2). */
export const PASSWORD_CHANGE_PATH = paths.profileSettings.path;

export interface PasswordModalInput {
  readonly path: string;
  readonly role: Role | null;
  readonly passwordExpired: boolean;
}

export interface PasswordModalState {
  /** The blocking modal 'AGGIORNA LA TUA PASSWORD' is shown. */
  readonly visible: boolean;
  /** Its close and 'Modifica password' buttons can be used. */
  readonly actionsEnabled: boolean;
  /** The page on which this user's buttons become usable. */
  readonly unlockPath: string;
}

/**
 * The password-expired modal rule.
 *
 * Shown when the claims say password_expired and the route is neither the settings route
 * (/settings) nor /welcome. The buttons work only on /profile/settings for non-professors and on
 * /profile for professors. We read "settings" as the route named settings (/settings): if the
 * modal were hidden on /profile/settings too, the spec's own enabling rule for non-professors
 * could never apply, and a student would meet only disabled buttons.
 */
export function passwordModalState(input: PasswordModalInput): PasswordModalState {
  const path = normalizePath(input.path);
  const unlockPath = input.role === 'professor' ? paths.profile.path : PASSWORD_CHANGE_PATH;
  const exempt = path === paths.settings.path || path === paths.welcome.path;
  return {
    visible: input.passwordExpired && input.role !== null && !exempt,
    actionsEnabled: path === unlockPath,
    unlockPath,
  };
}

/**
 * Where a call the server refused with 403 password_expired takes the user (issue 26: the API
 * serves such an account little more than the password page): the page on which this role's
 * modal buttons work, or null when the user is already on a page that leads to the change — so
 * a background call refused there (the header's bell, the avatar) moves nobody.
 */
export function passwordRefusalRedirect(input: {
  readonly path: string;
  readonly role: Role | null;
}): string | null {
  const path = normalizePath(input.path);
  const { unlockPath } = passwordModalState({ ...input, passwordExpired: true });
  const onTheWay = [unlockPath, PASSWORD_CHANGE_PATH, paths.settings.path];
  return onTheWay.includes(path) ? null : unlockPath;
}
