import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.ts';

const Page = () => <h1>Livelli</h1>;

describe('lazyPage', () => {
  it('shares one import between the preload and the render', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const LazyPage = lazyPage(load);
    await LazyPage.preload();
    await LazyPage.preload();
    render(
      <Suspense fallback="…">
        <LazyPage />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Livelli' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so the next attempt loads again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page });
    const LazyPage = lazyPage(load);
    await expect(LazyPage.preload()).rejects.toThrow(/dynamically imported module/);
    await LazyPage.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
