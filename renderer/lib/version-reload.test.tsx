import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app.tsx';

describe('a newer build', () => {
  it('reloads the page at the target of the next navigation', async () => {
    let outdated = false;
    const { router, browser } = renderApp({
      path: '/levels',
      role: 'student',
      isOutdated: () => outdated,
    });
    await screen.findByRole('heading', { name: 'Livelli' });
    expect(browser.assign).not.toHaveBeenCalled();
    outdated = true;
    void router.navigate('/map?x=1');
    await vi.waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/map?x=1'));
  });
});
