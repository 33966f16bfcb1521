import type { Role } from '#common/auth/roles.ts';

/** How each role is named to users. */
export const ROLE_LABELS: Record<Role, string> = {
  student: 'Studente',
  professor: 'Docente',
  visitor: 'Visitatore',
  sorintian: 'Sorintian',
};

/** Up to two initials for the avatar ('Giulia Bianchi' → 'GB'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('') || '?';
}
