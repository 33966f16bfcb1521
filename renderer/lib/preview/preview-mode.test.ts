import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage.ts';
import { createPreviewMode } from './preview-mode.ts';

describe('preview mode', () => {
  it('starts off, enters a pack and leaves it, telling its subscribers and the app', () => {
    const onSwitch = vi.fn();
    const preview = createPreviewMode(onSwitch);
    const listener = vi.fn();
    preview.subscribe(listener);
    expect(preview.get()).toBeNull();

    preview.enter('scuola-rossi');
    expect(preview.get()).toBe('scuola-rossi');
    expect(onSwitch).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);

    // The same pack again changes nothing, so the cache is not cleared for nothing.
    preview.enter('scuola-rossi');
    expect(onSwitch).toHaveBeenCalledTimes(1);

    preview.leave();
    expect(preview.get()).toBeNull();
    expect(onSwitch).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('survives a reload of the window through sessionStorage, and forgets it on leaving', () => {
    createPreviewMode(() => undefined).enter('scuola-rossi');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.previewPack)).toBe('scuola-rossi');
    const reloaded = createPreviewMode(() => undefined);
    expect(reloaded.get()).toBe('scuola-rossi');

    reloaded.leave();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.previewPack)).toBeNull();
    expect(createPreviewMode(() => undefined).get()).toBeNull();
  });
});
