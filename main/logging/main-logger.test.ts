import { describe, expect, it } from 'vitest';
import { createMemoryLogger, type Logger } from './logger.ts';
import { createMainLogger } from './main-logger.ts';

describe('createMainLogger', () => {
  it('writes every line to every sink, at its level', () => {
    const first = createMemoryLogger();
    const second = createMemoryLogger();
    const logger = createMainLogger([first, second]);
    logger.info('one');
    logger.warn('two');
    logger.error('three');
    expect(first.lines).toEqual(['info one', 'warn two', 'error three']);
    expect(second.lines).toEqual(first.lines);
  });

  it('redacts secrets before any sink sees the line', () => {
    const sink = createMemoryLogger();
    createMainLogger([sink]).warn('Refresh refused for refresh_token=abc123def456');
    expect(sink.lines).toEqual(['warn Refresh refused for refresh_token=[redacted]']);
  });

  it('keeps logging to the other sinks when one fails, and never throws', () => {
    const broken: Logger = {
      info: () => {
        throw new Error('ENOSPC: no space left on device');
      },
      warn: () => undefined,
      error: () => undefined,
    };
    const console = createMemoryLogger();
    const logger = createMainLogger([broken, console]);
    expect(() => logger.info('still here')).not.toThrow();
    expect(console.lines).toEqual(['info still here']);
  });
});
