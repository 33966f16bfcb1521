import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from './layouts/skip-link.tsx';
import { useFocusAfterNavigation } from './use-focus-after-navigation.ts';

function Frame() {
  useFocusAfterNavigation();
  return (
    <>
      <Link to="/b">Intestazione verso B</Link>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/a', element: <Link to="/b">Vai a B</Link> },
          { path: '/b', element: <p>Pagina B</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('focus after a navigation', () => {
  it('leaves the first page alone, so Tab starts at the skip link', async () => {
    renderAt('/a');
    await screen.findByRole('link', { name: 'Vai a B' });
    expect(document.body).toHaveFocus();
  });

  it('moves a focus lost with the old page to the new page’s main', async () => {
    renderAt('/a');
    await userEvent.click(await screen.findByRole('link', { name: 'Vai a B' }));
    await screen.findByText('Pagina B');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps a focus that survived the navigation (a header link)', async () => {
    renderAt('/a');
    const header = await screen.findByRole('link', { name: 'Intestazione verso B' });
    await userEvent.click(header);
    await screen.findByText('Pagina B');
    expect(header).toHaveFocus();
  });
});
