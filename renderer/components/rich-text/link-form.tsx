import { useId, useState } from 'react';
import { safeHref } from '../../lib/sanitize/index.ts';

/** The address of a link to add to the selected text (Electron has no window.prompt). */
export function LinkForm(props: { onInsert: (href: string) => void; onCancel: () => void }) {
  const id = useId();
  const [address, setAddress] = useState('https://');
  const [error, setError] = useState<string | null>(null);

  function insert() {
    const href = /^(https?:\/\/|mailto:)/i.test(address.trim()) ? safeHref(address.trim()) : null;
    if (!href) {
      setError('Indica un indirizzo che inizi con https://, http:// o mailto:.');
      return;
    }
    props.onInsert(href);
  }

  return (
    <div className="rich-text__link-form">
      <label htmlFor={id}>Indirizzo del link</label>
      <input
        id={id}
        type="url"
        value={address}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setAddress(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            insert();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            props.onCancel();
          }
        }}
      />
      <button type="button" className="button button--primary" onClick={insert}>
        Inserisci il link
      </button>
      <button type="button" className="button button--ghost" onClick={props.onCancel}>
        Annulla
      </button>
      {error && (
        <p id={`${id}-error`} className="rich-text__error">
          {error}
        </p>
      )}
    </div>
  );
}
