import { describe, expect, it, vi } from 'vitest';
import { bridgeMethodName, IPC_CALL_CHANNELS } from '#common/ipc/contract.ts';
import { createDesktopBridge, type SubscribeToMain } from './bridge.ts';

function setup() {
  const invoke = vi.fn(async (channel: string, ...args: unknown[]) => ({ channel, args }));
  const listeners = new Map<string, (payload: unknown) => void>();
  const unsubscribe = vi.fn();
  const subscribe: SubscribeToMain = (channel, listener) => {
    listeners.set(channel, listener);
    return unsubscribe;
  };
  return { bridge: createDesktopBridge(invoke, subscribe), invoke, listeners, unsubscribe };
}

describe('createDesktopBridge', () => {
  it('has one method per call channel, plus on', () => {
    const { bridge } = setup();
    expect(Object.keys(bridge).sort()).toEqual(
      [...IPC_CALL_CHANNELS.map(bridgeMethodName), 'on'].sort(),
    );
  });

  it('sends each method to its own channel with its arguments', async () => {
    const { bridge, invoke } = setup();
    const credentials = { email: 'giulia@example.ch', password: 'x' };
    await bridge.authSignIn(credentials);
    await bridge.authGetAccessToken();
    await bridge.configGet();
    expect(invoke.mock.calls).toEqual([
      ['auth:sign-in', credentials],
      ['auth:get-access-token'],
      ['config:get'],
    ]);
  });

  it('forwards event payloads of the contract shape only, and unsubscribes', () => {
    const { bridge, listeners, unsubscribe } = setup();
    const listener = vi.fn();
    const off = bridge.on('auth:signed-out', listener);
    const deliver = listeners.get('auth:signed-out');
    deliver?.({ reason: 'idle' });
    deliver?.({ reason: 'hacked', sender: {} });
    expect(listener.mock.calls).toEqual([[{ reason: 'idle' }]]);
    off();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('refuses events that are not in the contract', () => {
    const { bridge, listeners } = setup();
    const on = bridge.on as (event: string, listener: () => void) => () => void;
    expect(() => on('auth:tokens', () => undefined)).toThrow(/Unknown desktop event/);
    expect(() => on('auth:signed-out', 'x' as never)).toThrow(/must be a function/);
    expect(listeners.size).toBe(0);
  });

  it('cannot be changed by the page', () => {
    const { bridge } = setup();
    expect(Object.isFrozen(bridge)).toBe(true);
  });
});
