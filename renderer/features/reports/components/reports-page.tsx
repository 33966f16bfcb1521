import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { CertificatesSection } from './certificates-section.tsx';
import { CertifiedHoursButton } from './certificate-downloads.tsx';
import { ClassroomPicker } from './classroom-picker.tsx';
import { LiveReportsSection } from './live-reports-section.tsx';
import { ReportError, ReportSkeleton } from './report-states.tsx';
import { StatsSection } from './stats-section.tsx';
import { TestsSection } from './tests-section.tsx';
import './reports.css';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query/index.ts';
import { reportEndpoints } from '#common/api/reports/index.ts';

/** /report: the professor's classrooms with their tests, certificates and statistics. */
export default function ReportsPage() {
  const classrooms = useQuery(endpointQuery(reportEndpoints.getReportClassrooms, {}));
  const [chosenId, setChosenId] = useState('');
  const list = classrooms.data ?? [];
  const current =
    list.find((classroom) => classroom.id === chosenId) ??
    list.find((classroom) => !classroom.archived) ??
    list[0];

  return (
    <PageFrame>
      <div className="report-toolbar">
        {current && <ClassroomPicker classrooms={list} value={current.id} onChange={setChosenId} />}
        <CertifiedHoursButton />
      </div>
      {classrooms.isPending ? (
        <ReportSkeleton label="Caricamento delle classi" />
      ) : classrooms.isError ? (
        <ReportError onRetry={() => void classrooms.refetch()} />
      ) : !current ? (
        <div className="report-empty">
          <p>Non hai ancora nessuna classe.</p>
          <Link to={paths.classroomManagement.href()}>Crea una classe in Gestione classi</Link>
        </div>
      ) : (
        <div className="report-sections" key={current.id}>
          <TestsSection classroomId={current.id} />
          <CertificatesSection classroom={current} />
          <StatsSection classroomId={current.id} />
          <LiveReportsSection classroom={current} />
        </div>
      )}
    </PageFrame>
  );
}
