import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { isUnknownCode, useCertificateVerification } from '../api/get-certificate-verification.ts';
import { VerificationResult } from './verification-result.tsx';
import { VerifyForm } from './verify-form.tsx';
import { VerifyShell } from './verify-shell.tsx';

/**
 * /verify/:code, the page the certificate's QR code opens: anyone, signed in or not, reads what
 * the certificate states and whether it still holds. An unknown code says so and offers the
 * field again (a code typed wrong is the usual reason).
 */
export default function VerifyCodePage() {
  const code = (useParams().code ?? '').toUpperCase();
  const verification = useCertificateVerification(code);
  return (
    <VerifyShell>
      {verification.isPending && (
        <p className="verify__loading" role="status">
          Verifica dell&apos;attestato in corso…
        </p>
      )}
      {verification.data && <VerificationResult certificate={verification.data} />}
      {verification.isError &&
        (isUnknownCode(verification.error) ? (
          <>
            <p className="verify__unknown" role="alert">
              Nessun attestato ha il codice {code}. Controlla di averlo scritto come è stampato.
            </p>
            <VerifyForm initial={code} />
          </>
        ) : (
          <LoadError
            message="Non è stato possibile verificare l'attestato."
            onRetry={() => void verification.refetch()}
          />
        ))}
    </VerifyShell>
  );
}
