import type { Role } from '#common/auth/roles.ts';
import { DEMO_POOL_STUDENTS } from './demo-profiles.ts';

/** DEMO.md: every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Demo2026!';

export interface DemoAccount {
  email: string;
  name: string;
  role: Role;
  isAdmin?: boolean;
  passwordExpired?: boolean;
  schoolYear?: number;
  /** Students only: false = first sign-in, every path leads to /welcome. */
  journeyUnlocked: boolean;
}

/** The accounts of DEMO.md, with the states it lists. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'studente@demo.test',
    name: 'Luca Bianchi',
    role: 'student',
    schoolYear: 3,
    journeyUnlocked: false,
  },
  {
    email: 'studente2@demo.test',
    name: 'Sara Colombo',
    role: 'student',
    schoolYear: 4,
    journeyUnlocked: true,
  },
  { email: 'docente@demo.test', name: 'Paola Ferrari', role: 'professor', journeyUnlocked: true },
  { email: 'visitatore@demo.test', name: 'Marco Esposito', role: 'visitor', journeyUnlocked: true },
  { email: 'sorintian@demo.test', name: 'Andrea Ricci', role: 'sorintian', journeyUnlocked: true },
  {
    email: 'scaduta@demo.test',
    name: 'Elena Marino',
    role: 'student',
    passwordExpired: true,
    schoolYear: 4,
    journeyUnlocked: true,
  },
  {
    email: 'admin@demo.test',
    name: 'Roberto Gallo',
    role: 'professor',
    isAdmin: true,
    journeyUnlocked: true,
  },
];

/** More students for the classrooms, rankings and reports (DEMO.md). */
export const DEMO_CLASSMATES: readonly DemoAccount[] = [
  ['giulia.rossi', 'Giulia Rossi', 3],
  ['matteo.romano', 'Matteo Romano', 3],
  ['francesca.greco', 'Francesca Greco', 3],
  ['lorenzo.bruno', 'Lorenzo Bruno', 3],
  ['martina.costa', 'Martina Costa', 3],
  ['alessandro.conti', 'Alessandro Conti', 4],
  ['davide.fontana', 'Davide Fontana', 4],
  ['sofia.moretti', 'Sofia Moretti', 4],
  ['federico.barbieri', 'Federico Barbieri', 4],
  ['aurora.lombardi', 'Aurora Lombardi', 4],
  ['simone.rinaldi', 'Simone Rinaldi', 5],
  ['tommaso.galli', 'Tommaso Galli', 3],
].map(([local, name, year]) => ({
  email: `${local}@demo.test`,
  name: String(name),
  role: 'student' as const,
  schoolYear: Number(year),
  // Tommaso has not started yet: a second locked journey besides studente@demo.test, so the
  // desktop end-to-end variant can walk the welcome flow on its own account.
  journeyUnlocked: local !== 'tommaso.galli',
}));

export type StudentState = 'enabled' | 'disabled' | 'archived';

export interface DemoClassroom {
  name: string;
  archived: boolean;
  students: ReadonlyArray<{ email: string; state: StudentState }>;
  /** Students invited and not yet confirmed or rejected. */
  pendingInvitations: readonly string[];
}

const enabled = (...emails: string[]) =>
  emails.map((email) => ({ email, state: 'enabled' as const }));

/** docente's classrooms: two active ones (studente2 in 4B), one archived, one pending invitation. */
export const DEMO_CLASSROOMS: readonly DemoClassroom[] = [
  {
    name: '3A Informatica',
    archived: false,
    students: [
      ...enabled(
        'studente@demo.test',
        'giulia.rossi@demo.test',
        'matteo.romano@demo.test',
        'francesca.greco@demo.test',
        'lorenzo.bruno@demo.test',
      ),
      { email: 'martina.costa@demo.test', state: 'disabled' },
    ],
    pendingInvitations: ['tommaso.galli@demo.test'],
  },
  {
    name: '4B Informatica',
    archived: false,
    students: [
      ...enabled(
        'studente2@demo.test',
        'scaduta@demo.test',
        'alessandro.conti@demo.test',
        'davide.fontana@demo.test',
        'sofia.moretti@demo.test',
        'federico.barbieri@demo.test',
      ),
      { email: 'aurora.lombardi@demo.test', state: 'archived' },
    ],
    pendingInvitations: [],
  },
  {
    name: '5A Informatica 2024/25',
    archived: true,
    students: enabled('simone.rinaldi@demo.test'),
    pendingInvitations: [],
  },
];

/** The professor who owns DEMO_CLASSROOMS. */
export const DEMO_CLASSROOM_OWNER = 'docente@demo.test';

/** The CV pool's students (demo-profiles.ts): unlocked journeys, in no demo classroom. */
export const DEMO_POOL_ACCOUNTS: readonly DemoAccount[] = DEMO_POOL_STUDENTS.map((student) => ({
  email: `${student.local}@demo.test`,
  name: student.name,
  role: 'student' as const,
  schoolYear: student.schoolYear,
  journeyUnlocked: true,
}));
