import { describe, expect, it } from 'vitest';
import { ipcCallArgs } from './contract.ts';

const valid = {
  service: 'reports',
  path: '/certificates/download?quiz_id=1',
  suggestedName: 'a.pdf',
};
const start = (request: object) => ipcCallArgs['downloads:start'].safeParse([request]).success;

describe('download channel arguments', () => {
  it('accepts a request to a path of a known service', () => {
    expect(start(valid)).toBe(true);
    expect(start({ ...valid, service: 'api', method: 'POST', body: { ids: ['1'] } })).toBe(true);
  });

  it.each([
    ['an unknown service', { service: 'chat' }],
    ['a relative path', { path: 'certificates' }],
    ['a parent segment', { path: '/a/../../auth/login' }],
    ['an absolute URL', { path: '/x?next=https://evil.example' }],
    ['a protocol-relative path', { path: '//evil.example/x' }],
    ['a backslash', { path: '/a\\b' }],
    ['a control character', { path: '/a\nb' }],
    ['an over-long path', { path: `/${'a'.repeat(2048)}` }],
    ['a method other than GET and POST', { method: 'DELETE' }],
    ['an array body', { body: ['x'] }],
    ['a body over 64 KiB', { body: { text: 'x'.repeat(64 * 1024) } }],
    ['an empty suggested name', { suggestedName: '' }],
    ['an over-long suggested name', { suggestedName: 'x'.repeat(201) }],
  ])('refuses %s', (_case, change) => {
    expect(start({ ...valid, ...change })).toBe(false);
  });

  it('takes download ids as UUIDs only', () => {
    const cancel = ipcCallArgs['downloads:cancel'];
    expect(cancel.safeParse(['9b2f3c1e-8d4a-4f6b-a1c2-3d4e5f607182']).success).toBe(true);
    expect(cancel.safeParse(['../../etc/passwd']).success).toBe(false);
  });
});
