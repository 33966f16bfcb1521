import { describe, expect, it } from 'vitest';
import {
  maySeeStaffPart,
  maySeeStudentPart,
  STUDENT_PARTS,
  VIEWER_RELATIONS,
  type StudentPrivacy,
} from './student-visibility.ts';

const PRIVATE: StudentPrivacy = {
  profileAudience: 'school',
  rankingByName: false,
  canContact: false,
  erased: false,
};
const OPEN: StudentPrivacy = {
  profileAudience: 'platform',
  rankingByName: true,
  canContact: true,
  erased: false,
};

/** The relations that may see `part`, under `privacy`. */
const audience = (part: (typeof STUDENT_PARTS)[number], privacy: StudentPrivacy) =>
  VIEWER_RELATIONS.filter((relation) => maySeeStudentPart(part, relation, privacy));

// The rule written out by hand, so that a change to the table shows here.
describe('who may see which part of a student', () => {
  it('shows the public profile to classmates and their professors; to every student only by choice; to a company only with consent', () => {
    expect(audience('public-profile', PRIVATE)).toEqual(['self', 'own-professor', 'classmate']);
    expect(audience('public-profile', OPEN)).toEqual([
      'self',
      'own-professor',
      'classmate',
      'chat-mate',
      'platform-student',
      'company',
    ]);
  });

  it('keeps progress and live participation to the student and their professors', () => {
    for (const privacy of [PRIVATE, OPEN]) {
      expect(audience('progress', privacy)).toEqual(['self', 'own-professor']);
      expect(audience('live-profile', privacy)).toEqual(['self', 'own-professor']);
    }
  });

  it('names the student in the platform ranking only to classmates and professors, unless chosen', () => {
    expect(audience('ranking-name', PRIVATE)).toEqual(['self', 'own-professor', 'classmate']);
    expect(audience('ranking-name', OPEN)).toEqual([
      'self',
      'own-professor',
      'classmate',
      'chat-mate',
      'platform-admin',
      'platform-student',
      'other-professor',
    ]);
  });

  it('gives the CV to companies only while the student consents', () => {
    expect(audience('cv', PRIVATE)).toEqual(['self']);
    expect(audience('cv', OPEN)).toEqual(['self', 'company']);
  });

  it('shows the chat card to those who share the chat, classmates, professors and admins', () => {
    expect(audience('chat-identity', PRIVATE)).toEqual(audience('chat-identity', OPEN));
    expect(audience('chat-identity', PRIVATE)).toEqual([
      'self',
      'own-professor',
      'classmate',
      'chat-mate',
      'platform-admin',
    ]);
  });

  it('never shows anything to a visitor or an anonymous caller, whatever the choices', () => {
    for (const part of STUDENT_PARTS) {
      for (const privacy of [PRIVATE, OPEN]) {
        expect(maySeeStudentPart(part, 'visitor', privacy)).toBe(false);
        expect(maySeeStudentPart(part, 'anonymous', privacy)).toBe(false);
      }
    }
  });

  it('shows an erased account to nobody, not even its former self', () => {
    for (const part of STUDENT_PARTS) {
      expect(audience(part, { ...OPEN, erased: true })).toEqual([]);
    }
  });

  it('shows staff only by their chat card and on a leaderboard they play', () => {
    expect(maySeeStaffPart('public-profile', 'platform-student')).toBe(false);
    expect(maySeeStaffPart('chat-identity', 'chat-mate')).toBe(true);
    expect(maySeeStaffPart('chat-identity', 'platform-student')).toBe(false);
    expect(maySeeStaffPart('ranking-name', 'platform-student')).toBe(true);
    expect(maySeeStaffPart('ranking-name', 'anonymous')).toBe(false);
    expect(maySeeStaffPart('cv', 'self')).toBe(true);
  });
});
