import { describe, expect, it } from 'vitest';
import { CHAT_TITLE_CODES, chatUsername, readChatUsername } from './chat-username.ts';

describe('chat identity', () => {
  it.each([
    ['nerd', '4090'],
    ['master', '8080'],
    ['legend', '7325'],
    ['expert', '9900'],
    ['champion', '3458'],
    ['explorer', '7765'],
    ['noob', '0000'],
  ] as const)('codes the title %s as %s', (title, code) => {
    expect(CHAT_TITLE_CODES[title]).toBe(code);
    expect(chatUsername({ role: 'student', name: 'Sara Colombo', userId: '41', title })).toBe(
      `student.sara_colombo_41${code}`,
    );
  });

  it('codes users without a title as none, and keeps names ASCII', () => {
    expect(
      chatUsername({ role: 'professor', name: 'Niccolò D’Amico', userId: '7', title: null }),
    ).toBe('professor.niccolo_d_amico_70000');
  });

  it('reads nickname and role back as spec 02 §6 says', () => {
    expect(readChatUsername('student.sara_colombo_417765')).toEqual({
      nickname: 'sara colombo',
      role: 'student',
    });
    expect(readChatUsername('professor.paola_ferrari_30000')).toEqual({
      nickname: 'paola ferrari',
      role: 'professor',
    });
    expect(readChatUsername('professor.admin_roberto_90000').role).toBe('admin');
    expect(readChatUsername('guest.x')).toMatchObject({ role: 'visitor' });
    expect(readChatUsername('mario')).toEqual({ nickname: 'mario', role: 'visitor' });
  });
});
