import { useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { formatPctoHoursText } from '#common/format/pcto-hours.ts';
import { formatDate } from '#common/format/swiss-italian.ts';
import { useDownload } from '../../../lib/downloads/use-download.ts';
import { endpointQuery } from '../../../lib/query/index.ts';
import { myCertificateDownload } from '../api/award-calls.ts';

/** "I MIEI CERTIFICATI": the certificates obtained, each a PDF through the download manager. */
export function CertificatesSection() {
  const certificates = useQuery(endpointQuery(profileEndpoints.getMyCertificates, {}));
  const { download, isDownloading } = useDownload();
  if (certificates.isPending) {
    return (
      <div
        className="profile-card skeleton-shine profile-card--placeholder"
        role="status"
        aria-label="Caricamento dei certificati"
      />
    );
  }
  if (certificates.isError) {
    return (
      <p className="profile-text__empty">Impossibile caricare i certificati. Riprova più tardi.</p>
    );
  }
  if (certificates.data.length === 0) {
    return (
      <section className="profile-card">
        <h2 className="profile-card__title">Nessun certificato per ora</h2>
        <p className="profile-text__empty">
          Completa i percorsi che rilasciano un attestato: ogni certificato vale ore PCTO e lo trovi
          qui, pronto da scaricare.
        </p>
      </section>
    );
  }
  return (
    <section className="profile-card profile-card--wide" aria-labelledby="certificates-title">
      <h2 id="certificates-title" className="profile-card__title">
        I miei certificati ({certificates.data.length})
      </h2>
      <ul className="issued-list">
        {certificates.data.map((certificate) => (
          <li key={certificate.id} className="issued-list__item">
            <div>
              <p className="issued-list__name">{certificate.title}</p>
              <p className="issued-list__meta">
                {formatPctoHoursText(certificate.pcto_minutes)} · ottenuto il{' '}
                {formatDate(certificate.obtained_at)}
              </p>
            </div>
            <button
              type="button"
              className="button button--primary"
              disabled={isDownloading}
              aria-label={`Scarica PDF ${certificate.title}`}
              onClick={() => void download(myCertificateDownload(certificate))}
            >
              ⤓ Scarica PDF
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
