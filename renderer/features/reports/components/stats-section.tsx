import { useState } from 'react';
import { CompletionChart } from './completion-chart.tsx';
import { EntityStudentsTable } from './entity-students-table.tsx';
import { ReportEmpty, ReportError, ReportSkeleton } from './report-states.tsx';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query/index.ts';
import { reportEndpoints } from '#common/api/reports/index.ts';

/** Completion per entity over the chosen classroom's students, then one entity student by student. */
export function StatsSection({ classroomId }: { classroomId: string }) {
  const stats = useQuery(
    endpointQuery(reportEndpoints.getReportEntityStats, { query: { classroom_id: classroomId } }),
  );
  const [entityId, setEntityId] = useState('');
  const entities = stats.data ?? [];
  const current = entities.find((entity) => entity.entity_id === entityId) ?? entities[0];

  return (
    <section className="report-section" aria-labelledby="report-stats-title">
      <h2 id="report-stats-title" className="report-section__title">
        Statistiche
      </h2>
      {stats.isPending ? (
        <ReportSkeleton label="Caricamento delle statistiche" />
      ) : stats.isError ? (
        <ReportError onRetry={() => void stats.refetch()} />
      ) : !current ? (
        <ReportEmpty>Non ci sono ancora statistiche sui percorsi.</ReportEmpty>
      ) : (
        <>
          <CompletionChart entities={entities} />
          <label className="report-field">
            <span className="report-field__label">Percorso</span>
            <select
              className="report-field__select"
              value={current.entity_id}
              onChange={(event) => setEntityId(event.target.value)}
            >
              {entities.map((entity) => (
                <option key={entity.entity_id} value={entity.entity_id}>
                  {entity.title}
                </option>
              ))}
            </select>
          </label>
          <EntityStudentsTable entityId={current.entity_id} classroomId={classroomId} />
        </>
      )}
    </section>
  );
}
