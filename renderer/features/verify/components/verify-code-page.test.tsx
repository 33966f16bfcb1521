import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import type { CertificateVerification } from '#common/api/privacy/privacy.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { currentPath, renderApp } from '../../../testing/render-app.tsx';

const CODE = 'K7QM-2XWD-9F3A-HN6P-0TRB';
const VALID: CertificateVerification = {
  code: CODE,
  state: 'valid',
  kind: 'journey',
  holder_name: 'Sara Colombo',
  title: 'Git e GitHub',
  pcto_minutes: 120,
  obtained_on: '2026-11-21',
  issuer: 'Tech Journey',
  revoked_at: null,
  revoked_reason: null,
};

function renderVerify(path: string, answer: () => FakeAnswer) {
  const asked: string[] = [];
  const app = renderApp({
    path,
    role: null,
    api: answerFrom([
      on(privacyEndpoints.verifyCertificate, ({ params }) => {
        asked.push(params.code!);
        return answer();
      }),
    ]),
  });
  return { ...app, asked };
}

describe('the public certificate check', () => {
  it('shows what a valid certificate states, without signing in', async () => {
    const { asked, router } = renderVerify(`/verify/${CODE}`, () => ({ status: 200, data: VALID }));
    expect(await screen.findByText(/Attestato valido/)).toHaveAttribute('role', 'status');
    expect(screen.getByText('Sara Colombo')).toBeInTheDocument();
    expect(screen.getByText('Git e GitHub')).toBeInTheDocument();
    expect(screen.getByText('2 ore PCTO')).toBeInTheDocument();
    expect(screen.getByText('21.11.2026')).toBeInTheDocument();
    expect(screen.getByText('Tech Journey')).toBeInTheDocument();
    expect(asked).toEqual([CODE]);
    expect(currentPath(router)).toBe(`/verify/${CODE}`);
  });

  it('says a revoked certificate is revoked, when and why', async () => {
    renderVerify(`/verify/${CODE}`, () => ({
      status: 200,
      data: {
        ...VALID,
        state: 'revoked',
        revoked_at: '2026-11-25T09:30:00Z',
        revoked_reason: 'Registrato per errore',
      },
    }));
    expect(await screen.findByText(/Attestato revocato/)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/Attestato valido/)).not.toBeInTheDocument();
    expect(screen.getByText(/Motivo: Registrato per errore/)).toHaveTextContent('25.11.2026');
  });

  it('says no certificate has an unknown code, and offers the field again', async () => {
    const { user, router } = renderVerify(`/verify/${CODE}`, () => ({
      status: 404,
      data: { error: 'not_found', message: 'Non trovato.' },
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Nessun attestato ha il codice ${CODE}`,
    );
    const field = screen.getByLabelText('Codice di verifica');
    await user.clear(field);
    await user.type(field, 'abcd efgh jkmn pqrs tvwx');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(currentPath(router)).toBe('/verify/ABCD-EFGH-JKMN-PQRS-TVWX');
  });

  it('refuses a code of another shape before asking the server', async () => {
    const { user, asked, router } = renderVerify('/verify', () => ({ status: 200, data: VALID }));
    await user.type(await screen.findByLabelText('Codice di verifica'), 'ABCD-1234');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(screen.getByText(/Il codice non è valido/)).toBeInTheDocument();
    expect(screen.getByLabelText('Codice di verifica')).toHaveAttribute('aria-invalid', 'true');
    expect(currentPath(router)).toBe('/verify');
    expect(asked).toEqual([]);
  });
});
