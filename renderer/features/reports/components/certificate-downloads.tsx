import {
  allCertificatesDownload,
  certifiedHoursDownload,
  classCertificatesDownload,
  studentCertificateDownload,
} from '../api/report-downloads.ts';
import type { Certificate } from '#common/api/reports/index.ts';
import { DownloadButton } from './download-button.tsx';

function certificateOf(certificate: Certificate) {
  return { id: certificate.certificate_id, title: certificate.title };
}

/**
 * The certificate's files: the chosen classroom's holders in one PDF, or every holder among the
 * professor's students (all classrooms) in a ZIP with one PDF each.
 */
export function CertificateActions(props: {
  certificate: Certificate;
  classroom: { id: string; name: string };
}) {
  const { certificate, classroom } = props;
  const target = certificateOf(certificate);
  return (
    <div className="report-actions" role="group" aria-label={`File di ${certificate.title}`}>
      <DownloadButton
        request={classCertificatesDownload(target, classroom)}
        label={`PDF della classe: attestati di ${certificate.title}, ${classroom.name}`}
      >
        PDF della classe
      </DownloadButton>
      <DownloadButton
        request={allCertificatesDownload(target)}
        label={`ZIP di tutte le classi: attestati di ${certificate.title}`}
      >
        ZIP di tutte le classi
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
      label={`Attestato di ${props.student.name}`}
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
