import {
  allCertificatesDownload,
  certifiedHoursDownload,
  combinedCertificatesDownload,
  studentCertificateDownload,
} from '../api/report-downloads.ts';
import type { Certificate } from '../api/report-schemas.ts';
import { DownloadButton } from './download-button.tsx';

function certificateOf(certificate: Certificate) {
  return { id: certificate.certificate_id, title: certificate.title };
}

/**
 * The certificate's files for every holder among the professor's students (the service makes
 * them over all classrooms): one combined PDF, or one PDF each in a ZIP.
 */
export function CertificateActions({ certificate }: { certificate: Certificate }) {
  const target = certificateOf(certificate);
  return (
    <div className="report-actions" role="group" aria-label={`File di ${certificate.title}`}>
      <DownloadButton
        request={combinedCertificatesDownload(target)}
        label={`Scarica gli attestati di ${certificate.title} in un unico PDF`}
      >
        PDF unico
      </DownloadButton>
      <DownloadButton
        request={allCertificatesDownload(target)}
        label={`Scarica gli attestati di ${certificate.title} in un archivio ZIP`}
      >
        Archivio ZIP
      </DownloadButton>
    </div>
  );
}

/** One student's certificate as a PDF. */
export function StudentCertificateButton(props: {
  certificate: Certificate;
  student: { id: string; name: string };
}) {
  return (
    <DownloadButton
      request={studentCertificateDownload(certificateOf(props.certificate), props.student)}
      label={`Scarica l'attestato di ${props.student.name}`}
    >
      Attestato
    </DownloadButton>
  );
}

/** The certified PCTO hours of every student of the professor's active classrooms (XLSX). */
export function CertifiedHoursButton() {
  return (
    <DownloadButton request={certifiedHoursDownload} variant="primary">
      Scarica ore certificate
    </DownloadButton>
  );
}
