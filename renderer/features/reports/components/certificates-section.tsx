import { useState } from 'react';
import { formatPctoHoursText } from '#common/format/pcto-hours.ts';
import { plural } from '#common/format/plurals.ts';
import { CertificateActions, StudentCertificateButton } from './certificate-downloads.tsx';
import { CertificateStudents } from './certificate-students.tsx';
import { ReportEmpty, ReportError, ReportSkeleton } from './report-states.tsx';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query/index.ts';
import { reportEndpoints } from '#common/api/reports/index.ts';

/** The certificates of the learning journey for the chosen classroom, with their downloads. */
export function CertificatesSection({ classroom }: { classroom: { id: string; name: string } }) {
  const classroomId = classroom.id;
  const certificates = useQuery(endpointQuery(reportEndpoints.getReportCertificates, {}));
  const [open, setOpen] = useState<string | null>(null);

  return (
    <section className="report-section" aria-labelledby="report-certificates-title">
      <h2 id="report-certificates-title" className="report-section__title">
        Certificati
      </h2>
      {certificates.isPending ? (
        <ReportSkeleton label="Caricamento dei certificati" />
      ) : certificates.isError ? (
        <ReportError onRetry={() => void certificates.refetch()} />
      ) : certificates.data.length === 0 ? (
        <ReportEmpty>Nessun percorso rilascia ancora un certificato.</ReportEmpty>
      ) : (
        <ul className="report-list">
          {certificates.data.map((certificate) => {
            const obtained =
              certificate.classrooms.find((entry) => entry.classroom_id === classroomId)
                ?.obtained_count ?? 0;
            const isOpen = open === certificate.certificate_id;
            return (
              <li key={certificate.certificate_id} className="report-list__item report-card">
                <div className="report-card__head">
                  <div>
                    <h3 className="report-list__title">{certificate.title}</h3>
                    <p className="report-list__meta">
                      {formatPctoHoursText(certificate.pcto_minutes)} · ottenuto da{' '}
                      {plural(obtained, 'studente', 'studenti')} della classe
                    </p>
                  </div>
                  <CertificateActions certificate={certificate} classroom={classroom} />
                </div>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-expanded={isOpen}
                  onClick={() => setOpen(isOpen ? null : certificate.certificate_id)}
                >
                  {isOpen ? 'Nascondi studenti' : 'Mostra studenti'}
                </button>
                {isOpen && (
                  <CertificateStudents
                    certificate={certificate}
                    classroomId={classroomId}
                    renderAction={(student) => (
                      <StudentCertificateButton certificate={certificate} student={student} />
                    )}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
