import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';

describe('assessment routes', () => {
  it.each(['/assessment', '/assessment/3', '/assessment/results', '/assessment/thanks'])(
    '%s goes home',
    async (path) => {
      const { router } = renderApp({ path, role: 'student' });
      await waitFor(() => expect(currentPath(router)).toBe('/'));
      expect(screen.queryByRole('heading', { name: 'Autovalutazione' })).not.toBeInTheDocument();
    },
  );
});
