import { useId } from 'react';
import { Link } from 'react-router';
import type { StudentAssignment } from '#common/api/assignments/index.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { Chip } from '../../../components/chip/chip.tsx';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { useMyAssignments } from '../api/my-assignments.ts';
import { workPlace } from './assignment-kind-labels.ts';
import './student-assignments.css';

/**
 * «Compiti»: the work the student's professors assigned, in the server's order (by due moment,
 * undated last), each done or not, overdue work flagged in words and in a colour at 4.5:1 or
 * more (the danger chip), each a link to the work. `compact` is the bell panel's variant:
 * what is still to do only, without notes; `onFollow` closes the panel when a link is followed.
 */
export function StudentAssignments({
  compact = false,
  onFollow,
}: {
  compact?: boolean;
  onFollow?: () => void;
}) {
  const assignments = useMyAssignments();
  const titleId = useId();
  const shown = compact
    ? (assignments.data ?? []).filter((item) => !item.done)
    : (assignments.data ?? []);
  if (compact && assignments.isSuccess && shown.length === 0) return null;
  return (
    <section
      className={compact ? 'assignments assignments--compact' : 'assignments'}
      aria-labelledby={titleId}
    >
      {compact ? (
        <p id={titleId} className="assignments__title assignments__title--compact">
          Compiti
        </p>
      ) : (
        <h2 id={titleId} className="assignments__title">
          Compiti
        </h2>
      )}
      {assignments.isPending ? (
        <p className="assignments__empty" aria-busy="true">
          Caricamento dei compiti…
        </p>
      ) : assignments.isError ? (
        <LoadError
          message="Impossibile caricare i compiti."
          onRetry={() => void assignments.refetch()}
        />
      ) : shown.length === 0 ? (
        <p className="assignments__empty">Nessun compito assegnato.</p>
      ) : (
        <ul className="assignments__list">
          {shown.map((item) => (
            <AssignmentItem key={item.id} item={item} compact={compact} onFollow={onFollow} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AssignmentItem({
  item,
  compact,
  onFollow,
}: {
  item: StudentAssignment;
  compact: boolean;
  onFollow?: () => void;
}) {
  const state = item.done ? 'done' : item.overdue ? 'overdue' : 'todo';
  return (
    <li className={`assignments__item assignments__item--${state}`} data-state={state}>
      <div className="assignments__main">
        <Link className="assignments__link" to={item.link} onClick={onFollow}>
          {item.title}
        </Link>
        <span className="assignments__context">{workPlace(item.kind, item.context)}</span>
        {!compact && item.note && <p className="assignments__note">{item.note}</p>}
      </div>
      <div className="assignments__facts">
        <span className="assignments__due">
          {item.due_at ? `Entro il ${formatDateTime(item.due_at)}` : 'Senza scadenza'}
        </span>
        {item.done ? (
          <Chip type="success">{item.late ? 'Fatto in ritardo' : 'Fatto'}</Chip>
        ) : item.overdue ? (
          <Chip type="danger">Scaduto</Chip>
        ) : (
          <Chip type="neutral">Da fare</Chip>
        )}
      </div>
    </li>
  );
}
