import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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
