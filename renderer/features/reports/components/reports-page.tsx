import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useReportClassrooms } from '../api/get-classrooms.ts';
import { CertificatesSection } from './certificates-section.tsx';
import { CertifiedHoursButton } from './certificate-downloads.tsx';
import { ClassroomPicker } from './classroom-picker.tsx';
import { LiveReportsSection } from './live-reports-section.tsx';
import { ReportError, ReportSkeleton } from './report-states.tsx';
import { StatsSection } from './stats-section.tsx';
import { TestsSection } from './tests-section.tsx';
import './reports.css';

/** /report: the professor's classrooms with their tests, certificates and statistics. */
export default function ReportsPage() {
  const classrooms = useReportClassrooms();
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
