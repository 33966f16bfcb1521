import type { EntityStat } from '#common/api/reports/index.ts';
import { ReportTableScroll } from './report-table-scroll.tsx';

/** The share of the students who completed the entity, 0-100. */
export function completionPercent(entity: EntityStat): number {
  if (entity.students_total === 0) return 0;
  return Math.round((entity.students_completed / entity.students_total) * 100);
}

/**
 * A horizontal bar per entity: the share of the classroom's students who completed it. The bars
 * are hidden from screen readers because the table under them says the same in numbers, so
 * nothing is told by the drawing alone.
 */
export function CompletionChart({ entities }: { entities: readonly EntityStat[] }) {
  return (
    <figure className="report-chart" aria-labelledby="report-chart-caption">
      <figcaption id="report-chart-caption" className="report-chart__caption">
        Studenti della classe che hanno completato ogni percorso
      </figcaption>
      <ul className="report-chart__rows" aria-hidden="true">
        {entities.map((entity) => (
          <li key={entity.entity_id} className="report-chart__row">
            <span className="report-chart__name">{entity.title}</span>
            <svg className="report-chart__bar" viewBox="0 0 100 10" preserveAspectRatio="none">
              <rect className="report-chart__track" x="0" y="0" width="100" height="10" rx="2" />
              <rect
                className="report-chart__fill"
                x="0"
                y="0"
                width={completionPercent(entity)}
                height="10"
                rx="2"
              />
            </svg>
            <span className="report-chart__value">{completionPercent(entity)}%</span>
          </li>
        ))}
      </ul>
      <ReportTableScroll label="Completamento dei percorsi, in numeri">
        <table className="report-table">
          <caption className="visually-hidden">Completamento dei percorsi, in numeri</caption>
          <thead>
            <tr>
              <th scope="col">Percorso</th>
              <th scope="col">Completato da</th>
              <th scope="col">Percentuale</th>
              <th scope="col">Punteggio medio</th>
            </tr>
          </thead>
          <tbody>
            {entities.map((entity) => (
              <tr key={entity.entity_id}>
                <th scope="row">{entity.title}</th>
                <td>
                  {entity.students_completed} su {entity.students_total}
                </td>
                <td>{completionPercent(entity)}%</td>
                <td>
                  {entity.average_score === null ? '—' : `${Math.round(entity.average_score)}%`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ReportTableScroll>
    </figure>
  );
}
