import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logging/logger.ts';
import { fakeServices, invokeEvent, senderPolicy } from '../testing/ipc-fakes.ts';
import { createIpcDispatcher, IpcRejectedError } from './ipc-dispatcher.ts';
import { createIpcHandlers } from './ipc-handlers.ts';

function setup() {
  const services = fakeServices();
  const logger = createMemoryLogger();
  const dispatch = createIpcDispatcher({
    handlers: createIpcHandlers(services),
    senderPolicy,
    logger,
  });
  return { services, logger, dispatch };
}

const CREDENTIALS = { email: 'giulia@example.ch', password: 'segreta-123' };

describe('IPC dispatcher', () => {
  it('runs the handler with the parsed arguments for a trusted sender', async () => {
    const { services, dispatch } = setup();
    const result = await dispatch('auth:sign-in', invokeEvent(), [{ ...CREDENTIALS, extra: 'x' }]);
    expect(result).toEqual({ ok: true, accessToken: 'access' });
    // Unknown keys are dropped by the schema: the service gets exactly what the contract says.
    expect(services.auth.signIn).toHaveBeenCalledWith(CREDENTIALS);
  });

  it('answers each channel from its service', async () => {
    const { dispatch } = setup();
    expect(await dispatch('auth:get-access-token', invokeEvent(), [])).toBe('access');
    expect(await dispatch('auth:refresh', invokeEvent(), [])).toBe('access-2');
    expect(await dispatch('config:get', invokeEvent(), [])).toMatchObject({ kiosk: false });
  });

  it.each([
    ['a sub-frame', { senderFrame: { url: 'app://tech-journey/', parent: {} } }],
    ['another webContents', { sender: { id: 2 } }],
    ['a foreign origin', { senderFrame: { url: 'https://evil.example/', parent: null } }],
    ['a file:// page', { senderFrame: { url: 'file:///tmp/index.html', parent: null } }],
    ['a destroyed frame', { senderFrame: null }],
  ])('rejects a call from %s, logging it without the arguments', async (_case, overrides) => {
    const { services, logger, dispatch } = setup();
    await expect(dispatch('auth:sign-in', invokeEvent(overrides), [CREDENTIALS])).rejects.toThrow(
      /untrusted sender/,
    );
    expect(services.auth.signIn).not.toHaveBeenCalled();
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).not.toContain(CREDENTIALS.password);
  });

  it.each<[string, unknown[], RegExp]>([
    ['no credentials', [], /Invalid arguments for auth:sign-in: arguments: Too small/],
    ['a password that is not a string', [{ email: 'a@b.ch', password: 42 }], /0\.password/],
    [
      'a password that is too long',
      [{ email: 'a@b.ch', password: 'p'.repeat(257) }],
      /0\.password/,
    ],
    ['an extra argument', [CREDENTIALS, 'more'], /Invalid arguments for auth:sign-in/],
  ])(
    'rejects %s with a clear error that does not repeat the value',
    async (_case, args, message) => {
      const { services, logger, dispatch } = setup();
      const rejection = dispatch('auth:sign-in', invokeEvent(), args);
      await expect(rejection).rejects.toBeInstanceOf(IpcRejectedError);
      await expect(rejection).rejects.toThrow(message);
      await rejection.catch((error: Error) => expect(error.message).not.toContain('ppppp'));
      expect(services.auth.signIn).not.toHaveBeenCalled();
      expect(logger.lines.join('\n')).not.toContain(CREDENTIALS.password);
    },
  );

  it('rejects arguments on a channel that takes none', async () => {
    const { services, dispatch } = setup();
    await expect(dispatch('auth:refresh', invokeEvent(), ['force'])).rejects.toThrow(
      /Invalid arguments for auth:refresh/,
    );
    expect(services.auth.refresh).not.toHaveBeenCalled();
  });

  it('rejects a channel that is not in the contract', async () => {
    const { dispatch } = setup();
    await expect(dispatch('toString', invokeEvent(), [])).rejects.toThrow('Unknown IPC channel.');
    await expect(dispatch('auth:get-refresh-token', invokeEvent(), [])).rejects.toThrow(
      'Unknown IPC channel.',
    );
  });
});
