import type { Role } from '#common/auth/roles.ts';

/** How each role is named to users. */
export const ROLE_LABELS: Record<Role, string> = {
  student: 'Studente',
  professor: 'Docente',
  visitor: 'Visitatore',
  sorintian: 'Sorintian',
};
