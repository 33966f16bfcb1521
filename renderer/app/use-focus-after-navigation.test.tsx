import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
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

/** A page whose frame (and its <main>) comes later, as the header's chunk does after sign-in. */
function LateFrame() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return shown ? (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <p>Pagina C</p>
    </main>
  ) : (
    <p>Caricamento…</p>
  );
}

function FrameOfItsOwn() {
  useFocusAfterNavigation();
  return <Outlet />;
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
      {
        element: <FrameOfItsOwn />,
        children: [
          { path: '/sign-in', element: <Link to="/c">Accedi</Link> },
          { path: '/c', element: <LateFrame /> },
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

  it('focuses the new page’s main when it appears later (its frame loading in a chunk)', async () => {
    renderAt('/sign-in');
    await userEvent.click(await screen.findByRole('link', { name: 'Accedi' }));
    await screen.findByText('Caricamento…');
    expect(document.body).toHaveFocus();
    await screen.findByText('Pagina C');
    await vi.waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
