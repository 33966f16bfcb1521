/** The roles that appear in the access token's `role` claim (spec 01 §3). */
export const ROLES = ['student', 'professor', 'visitor', 'sorintian'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
