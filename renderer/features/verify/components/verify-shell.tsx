import type { ReactNode } from 'react';
import './verify.css';

/** The frame of the public verification pages: who checks, and what the page tells. */
export function VerifyShell({ children }: { children: ReactNode }) {
  return (
    <main className="verify">
      <h1 className="verify__title">Verifica attestato</h1>
      <p className="verify__intro">
        Controlla che un attestato PCTO della Tech Journey sia autentico e ancora valido. La pagina
        mostra solo ciò che l&apos;attestato riporta.
      </p>
      {children}
    </main>
  );
}
