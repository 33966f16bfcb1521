import { describe, expect, it, vi } from 'vitest';
import type { IpcEventPayload } from '#common/ipc/contract.ts';
import { createMemoryLogger } from '../logging/logger.ts';
import { createEventEmitter } from './main-events.ts';

describe('createEventEmitter', () => {
  it('sends a payload of the contract to every current target', () => {
    const targets = [{ send: vi.fn() }, { send: vi.fn() }];
    const emit = createEventEmitter(() => targets, createMemoryLogger());
    emit('auth:signed-out', { reason: 'idle' });
    for (const target of targets) {
      expect(target.send).toHaveBeenCalledWith('auth:signed-out', { reason: 'idle' });
    }
  });

  it('sends nothing that does not match the contract, and strips unknown fields', () => {
    const target = { send: vi.fn() };
    const logger = createMemoryLogger();
    const emit = createEventEmitter(() => [target], logger);
    emit('auth:signed-out', { reason: 'stolen' } as unknown as IpcEventPayload<'auth:signed-out'>);
    expect(target.send).not.toHaveBeenCalled();
    expect(logger.lines).toHaveLength(1);
    emit('auth:signed-out', {
      reason: 'user',
      refreshToken: 'r1',
    } as unknown as IpcEventPayload<'auth:signed-out'>);
    expect(target.send).toHaveBeenCalledWith('auth:signed-out', { reason: 'user' });
  });
});
