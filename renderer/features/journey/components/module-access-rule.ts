import type { Role } from '#common/auth/roles.ts';
import type { EntityType } from '#common/api/journey/index.ts';

/**
 * The module-detail access rule of spec 01 §2: "A student may open a module only if it is
 * unlocked. Other roles may open it unless it is a final test." The server already answers 404
 * to a student for a locked item or a final test; professors load items through the professor
 * variant, which includes final tests (the map's level test needs them), so the page itself
 * keeps them out of module-detail.
 */
export function mayShowInModuleDetail(role: Role, type: EntityType): boolean {
  return role === 'student' || type !== 'final_test';
}
