import { VerifyForm } from './verify-form.tsx';
import { VerifyShell } from './verify-shell.tsx';

/** /verify: the field to type the code printed on a certificate. */
export default function VerifyPage() {
  return (
    <VerifyShell>
      <VerifyForm />
    </VerifyShell>
  );
}
