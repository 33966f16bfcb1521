import { useState } from 'react';

/**
 * «Codice dell'errore: …» with a button that copies it (where the clipboard is available), and a
 * polite announcement once copied, for screen readers.
 */
export function ErrorCode({ requestId }: { requestId: string }) {
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;
  return (
    <p className="error-page__code">
      Codice dell&apos;errore: <code>{requestId}</code>
      {canCopy && (
        <button
          type="button"
          className="button button--ghost error-page__copy"
          onClick={() => {
            navigator.clipboard.writeText(requestId).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          Copia il codice
        </button>
      )}
      <span role="status" className="error-page__copied">
        {copied ? 'Codice copiato.' : ''}
      </span>
    </p>
  );
}
