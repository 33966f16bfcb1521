import { describe, expect, it } from 'vitest';
import { ROLES } from '#common/auth/roles.ts';
import { mayShowInModuleDetail } from './module-access-rule.ts';

describe('module-detail access rule', () => {
  it.each(ROLES.filter((role) => role !== 'student'))(
    'keeps a final test away from a %s',
    (role) => {
      expect(mayShowInModuleDetail(role, 'final_test')).toBe(false);
      expect(mayShowInModuleDetail(role, 'module')).toBe(true);
      expect(mayShowInModuleDetail(role, 'pit_stop')).toBe(true);
    },
  );

  it('leaves students to the server, which answers 404 for what they may not open', () => {
    expect(mayShowInModuleDetail('student', 'module')).toBe(true);
    expect(mayShowInModuleDetail('student', 'final_test')).toBe(true);
  });
});
