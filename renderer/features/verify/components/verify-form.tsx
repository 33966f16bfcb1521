import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import { normalisedCode } from './verification-code.ts';

/** The field to type a certificate's code; a well-formed code opens its page. */
export function VerifyForm({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalisedCode(typed);
    setInvalid(code === null);
    if (code) void navigate(paths.verifyCode.href(code));
  };
  return (
    <form className="verify__form" noValidate onSubmit={onSubmit}>
      <label htmlFor="verify-code">Codice di verifica</label>
      <input
        id="verify-code"
        name="code"
        autoComplete="off"
        spellCheck={false}
        placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
        value={typed}
        aria-invalid={invalid}
        aria-describedby="verify-code-hint"
        onChange={(event) => setTyped(event.target.value)}
      />
      <p
        id="verify-code-hint"
        className={invalid ? 'verify__hint verify__hint--error' : 'verify__hint'}
      >
        {invalid
          ? 'Il codice non è valido: sono 20 lettere e cifre, in gruppi di quattro.'
          : "Lo trovi in basso a destra sull'attestato, accanto al codice QR."}
      </p>
      <button type="submit" className="button button--primary">
        Verifica
      </button>
    </form>
  );
}
