import type { ReactNode } from 'react';
import { formatDate } from '#common/format/swiss-italian.ts';
import { reportEndpoints, type Certificate } from '#common/api/reports/index.ts';
import { ReportEmpty, ReportError, ReportSkeleton } from './report-states.tsx';
import { ReportTableScroll } from './report-table-scroll.tsx';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query/index.ts';

/**
 * The students of a classroom for one certificate: who obtained it and when; `renderAction`
 * adds the per-student download next to those who did.
 */
export function CertificateStudents(props: {
  certificate: Certificate;
  classroomId: string;
  renderAction?: (student: { id: string; name: string }) => ReactNode;
}) {
  const { certificate, classroomId, renderAction } = props;
  const students = useQuery(
    endpointQuery(reportEndpoints.getReportCertificateStudents, {
      query: { certificate_id: certificate.certificate_id, classroom_id: classroomId },
    }),
  );
  if (students.isPending) return <ReportSkeleton label="Caricamento degli studenti" rows={2} />;
  if (students.isError) return <ReportError onRetry={() => void students.refetch()} />;
  if (students.data.length === 0) {
    return <ReportEmpty>Questa classe non ha studenti.</ReportEmpty>;
  }
  return (
    <ReportTableScroll label={`Studenti e certificato ${certificate.title}`}>
      <table className="report-table">
        <caption className="visually-hidden">Studenti e certificato {certificate.title}</caption>
        <thead>
          <tr>
            <th scope="col">Studente</th>
            <th scope="col">Certificato</th>
            <th scope="col">
              <span className="visually-hidden">Azioni</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {students.data.map(({ student, obtained_at: obtainedAt }) => (
            <tr key={student.id}>
              <th scope="row">{student.name}</th>
              <td>
                {obtainedAt ? `Ottenuto il ${formatDate(obtainedAt)}` : 'Non ancora ottenuto'}
              </td>
              <td>{obtainedAt && renderAction ? renderAction(student) : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportTableScroll>
  );
}
