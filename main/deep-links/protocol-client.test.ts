import { describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../logging/logger.ts';
import { createDeepLinkInbox } from './deep-link-inbox.ts';
import { registerDeepLinks, type DeepLinkApp } from './protocol-client.ts';

function setup(isPackaged: boolean, registers = true) {
  let openUrl: (event: { preventDefault(): void }, url: string) => void = () => undefined;
  const app: DeepLinkApp & { setAsDefaultProtocolClient: ReturnType<typeof vi.fn> } = {
    isPackaged,
    setAsDefaultProtocolClient: vi.fn(() => registers),
    on: (_event, listener) => (openUrl = listener),
  };
  const logger = createMemoryLogger();
  const inbox = createDeepLinkInbox(logger);
  const bringToFront = vi.fn();
  registerDeepLinks(app, { inbox, bringToFront, logger });
  const open = (url: string) => {
    const event = { preventDefault: vi.fn() };
    openUrl(event, url);
    return event;
  };
  return { app, inbox, bringToFront, logger, open };
}

describe('registerDeepLinks', () => {
  it('registers the tech-journey scheme in an installed build only', () => {
    expect(setup(true).app.setAsDefaultProtocolClient).toHaveBeenCalledWith('tech-journey');
    expect(setup(false).app.setAsDefaultProtocolClient).not.toHaveBeenCalled();
    expect(setup(true, false).logger.lines).toEqual([
      'warn The tech-journey:// scheme could not be registered.',
    ]);
  });

  it('takes macOS links (open-url), brings the window forward and queues the route', () => {
    const { open, inbox, bringToFront } = setup(true);
    expect(open('tech-journey://live/watch').preventDefault).toHaveBeenCalled();
    expect(bringToFront).toHaveBeenCalledOnce();
    expect(inbox.takePending()).toBe('/live/watch');
  });

  it('ignores an invalid macOS link without bringing the window forward', () => {
    const { open, inbox, bringToFront } = setup(true);
    open('tech-journey://live/watch#x');
    expect(bringToFront).not.toHaveBeenCalled();
    expect(inbox.takePending()).toBeNull();
  });
});
