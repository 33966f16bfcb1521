import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPctoHoursText } from '#common/format/pcto-hours.ts';
import { formatDate } from '#common/format/swiss-italian.ts';
import { paths } from '#common/routing/paths.ts';
import { ReportTableScroll } from './report-table-scroll.tsx';

/** A holder of a live or participation certificate, as the obtained lists answer. */
export interface LiveHolder {
  student: { id: string; name: string };
  obtained_at: string;
  pcto_minutes: number;
}

/**
 * Who obtained a certificate: when, the PCTO time it states, the student's live profile (their
 * presence per course) and, from `renderDownload`, their certificate's PDF.
 */
export function LiveHoldersTable(props: {
  caption: string;
  holders: readonly LiveHolder[];
  renderDownload: (student: LiveHolder['student']) => ReactNode;
}) {
  return (
    <ReportTableScroll label={props.caption}>
      <table className="report-table">
        <caption className="report-list__meta">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Studente</th>
            <th scope="col">Ottenuto il</th>
            <th scope="col">Ore PCTO</th>
            <th scope="col">
              <span className="visually-hidden">Azioni</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.holders.map((holder) => (
            <tr key={holder.student.id}>
              <th scope="row">{holder.student.name}</th>
              <td>{formatDate(holder.obtained_at)}</td>
              <td>{formatPctoHoursText(holder.pcto_minutes)}</td>
              <td>
                <div className="report-actions">
                  <Link
                    to={paths.liveProfile.href(holder.student.id)}
                    aria-label={`Profilo live di ${holder.student.name}`}
                  >
                    Profilo live
                  </Link>
                  {props.renderDownload(holder.student)}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportTableScroll>
  );
}
