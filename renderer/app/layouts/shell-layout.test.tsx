import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// The header's chunk cannot be loaded (offline, or a new deployment removed it).
vi.mock('./shell-chrome.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const { ShellLayout } = await import('./shell-layout.tsx');

describe('ShellLayout without the header chunk', () => {
  it('still shows the error page, in the bare frame', async () => {
    render(
      <MemoryRouter>
        <ShellLayout layout="default">
          <p>Pagina non trovata</p>
        </ShellLayout>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Pagina non trovata')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al contenuto' })).toBeInTheDocument();
  });
});
