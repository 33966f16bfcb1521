import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page.tsx';

function renderErrorPage(status?: number) {
  const router = createMemoryRouter([{ path: '/', element: <ErrorPage status={status} /> }]);
  return render(<RouterProvider router={router} />);
}

const digitsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-digit]')].map((digit) =>
    digit.tagName === 'IMG' ? 'planet' : digit.textContent,
  );

describe('error page', () => {
  it.each([
    [404, ['4', 'planet', '4'], 'Il pianeta che stai cercando non esiste nello spazio HG.', true],
    [403, ['4', 'planet', '3'], 'Qualcosa è andato storto. Riprova più tardi.', true],
    [400, ['4', 'planet', 'planet'], 'Qualcosa è andato storto. Riprova più tardi.', true],
    [500, ['5', 'planet', 'planet'], 'Errore interno del server. Riprova più tardi.', false],
    [
      503,
      ['5', 'planet', '3'],
      'Errore durante la comunicazione col server. Riprova più tardi.',
      false,
    ],
    [502, ['5', 'planet', '2'], 'Qualcosa è andato storto. Riprova più tardi.', false],
  ])('status %s', (status, digits, message, wayBack) => {
    const { container } = renderErrorPage(status);
    expect(digitsOf(container)).toEqual(digits);
    expect(screen.getByRole('img', { name: `Errore ${status}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(message);
    const button = screen.queryByRole('link', { name: 'Torna alla Tech Journey' });
    if (wayBack) expect(button).toHaveAttribute('href', '/map');
    else expect(button).toBeNull();
  });

  it('shows only the generic message when there is no status', () => {
    const { container } = renderErrorPage();
    expect(digitsOf(container)).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Qualcosa è andato storto. Riprova più tardi.',
    );
  });
});

describe('error page with the request id of the failed call', () => {
  it('shows the code a student can quote, and copies it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const router = createMemoryRouter([
      { path: '/', element: <ErrorPage status={500} requestId="3f9a1c02be7d" /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText(/Codice dell'errore:/)).toHaveTextContent(
      "Codice dell'errore: 3f9a1c02be7d",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copia il codice' }));
    expect(writeText).toHaveBeenCalledWith('3f9a1c02be7d');
    expect(await screen.findByRole('status')).toHaveTextContent('Codice copiato.');
  });

  it('shows no code when there is none', () => {
    renderErrorPage(404);
    expect(screen.queryByText(/Codice dell'errore/)).toBeNull();
  });
});
