import { normalizePath } from './path-match.ts';

/** /module-detail/{hex-id}, exactly: the module page itself, not its episodes or quizzes. */
const MODULE_DETAIL_PAGE = /^\/module-detail\/[0-9a-f]+$/;

/**
 * Spec 01 §2 point 4: every visited path is remembered as the previous page (for back
 * navigation) except the module page itself, so that "back" from a module's episode skips the
 * module and returns to where the user came from.
 */
export function shouldRememberAsPreviousPage(path: string): boolean {
  return !MODULE_DETAIL_PAGE.test(normalizePath(path));
}

/**
 * The previous page after navigating away from `leaving`: `leaving` when it may be remembered,
 * otherwise the page remembered before.
 */
export function nextPreviousPage(current: string | null, leaving: string | null): string | null {
  if (leaving === null) return current;
  return shouldRememberAsPreviousPage(leaving) ? leaving : current;
}
