/** The sections of the own profile, in the spec's order (spec 02 §2, §3 enumerations). */
export const PROFILE_SECTIONS = [
  { key: 'info', label: 'Informazioni' },
  { key: 'awards', label: 'Riconoscimenti' },
  { key: 'certificates', label: 'I miei certificati' },
  { key: 'leaderboard', label: 'Classifica' },
] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number]['key'];

/** The section a ?section= value asks for; anything else is the info section. */
export function sectionOf(value: string | null): ProfileSection {
  return PROFILE_SECTIONS.find((section) => section.key === value)?.key ?? 'info';
}
