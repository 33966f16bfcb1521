import type { CertificateKind, CertificateVerification } from '#common/api/privacy/privacy.ts';
import { formatPctoHoursText } from '#common/format/pcto-hours.ts';
import { formatDate, formatDateTime } from '#common/format/swiss-italian.ts';

const KIND_LABELS: Record<CertificateKind, string> = {
  journey: 'Attestato di percorso',
  live: 'Attestato di corso live',
  participation: 'Attestato di partecipazione',
};

/** A YYYY-MM-DD day as the certificate prints it (noon UTC: the same day in every zone). */
const printedDay = (day: string) => formatDate(new Date(`${day}T12:00:00Z`), 'UTC');

/**
 * What the certificate states, under its state: valid, or revoked (when and why) in a banner
 * that says so in words, not only in colour.
 */
export function VerificationResult({ certificate }: { certificate: CertificateVerification }) {
  const revoked = certificate.state === 'revoked';
  return (
    <article
      className={revoked ? 'verify__result verify__result--revoked' : 'verify__result'}
      aria-labelledby="verify-state"
    >
      <p id="verify-state" className="verify__state" role="status">
        {revoked ? '✕ Attestato revocato' : '✓ Attestato valido'}
      </p>
      {revoked && (
        <p className="verify__revocation">
          Revocato il {formatDateTime(certificate.revoked_at!)}. Motivo:{' '}
          {certificate.revoked_reason}
        </p>
      )}
      <dl className="verify__facts">
        <dt>Tipo</dt>
        <dd>{KIND_LABELS[certificate.kind]}</dd>
        <dt>Intestato a</dt>
        <dd>{certificate.holder_name ?? 'Nome rimosso su richiesta del titolare'}</dd>
        <dt>Per</dt>
        <dd>{certificate.title}</dd>
        <dt>Ore PCTO</dt>
        <dd>{formatPctoHoursText(certificate.pcto_minutes)}</dd>
        <dt>Data</dt>
        <dd>{printedDay(certificate.obtained_on)}</dd>
        <dt>Rilasciato da</dt>
        <dd>{certificate.issuer}</dd>
        <dt>Codice</dt>
        <dd className="verify__code">{certificate.code}</dd>
      </dl>
    </article>
  );
}
