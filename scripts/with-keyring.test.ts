import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./with-keyring.sh', import.meta.url));

describe('with-keyring.sh', () => {
  it('names the apt package in one line when dbus-run-session is missing', () => {
    const result = spawnSync('/bin/bash', [script, 'true'], {
      env: { PATH: '/nonexistent' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'with-keyring: dbus-run-session is missing; install it with: sudo apt-get install dbus-x11',
    ]);
  });
});
