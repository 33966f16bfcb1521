import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import type { Entity } from '#common/api/journey/index.ts';
import { paths } from '#common/routing/paths.ts';
import {
  ENTITY_TYPE_COLORS,
  ENTITY_TYPE_LABELS,
  entityStateLabel,
  formatDuration,
  progressText,
} from './entity-presentation.ts';
import { formatPctoHoursText } from '#common/format/pcto-hours.ts';
import './entity-card.css';
import { LockIcon } from '../../../components/icons/lock-icon.tsx';
import { Chip } from '../../../components/chip/chip.tsx';

export interface EntityCardProps {
  readonly entity: Entity;
  /** Final tests are opened through their level (module-detail refuses them), so by callback. */
  readonly onOpenFinalTest?: (entity: Entity) => void;
  /** Extra content under the facts (a to-do toggle, for example). */
  readonly footer?: ReactNode;
}

/**
 * One entity as a card: type label and colour, title, progress, points, PCTO hours and duration.
 * A locked entity is shown but is neither a link nor focusable, so neither mouse nor keyboard
 * can open it; the server would answer 404 anyway.
 */
export function EntityCard({ entity, onOpenFinalTest, footer }: EntityCardProps) {
  const state = entityStateLabel(entity);
  const style = { '--entity-color': ENTITY_TYPE_COLORS[entity.type] } as CSSProperties;
  const className = [
    'entity-card',
    `entity-card--${entity.type.replace('_', '-')}`,
    entity.unlocked ? '' : 'entity-card--locked',
    entity.completed ? 'entity-card--completed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const title = (
    <>
      <Chip type={entity.type} className="entity-card__type">
        {ENTITY_TYPE_LABELS[entity.type]}
      </Chip>
      <span className="entity-card__title">{entity.title}</span>
      <span className="visually-hidden">, {state}</span>
    </>
  );

  return (
    <article
      className={className}
      style={style}
      data-entity-type={entity.type}
      data-entity-state={state}
    >
      <div className="entity-card__head">
        {!entity.unlocked ? (
          <p className="entity-card__open entity-card__open--disabled" aria-disabled="true">
            {title}
          </p>
        ) : entity.type === 'final_test' ? (
          <button
            type="button"
            className="entity-card__open"
            onClick={() => onOpenFinalTest?.(entity)}
            disabled={!onOpenFinalTest}
          >
            {title}
          </button>
        ) : (
          <Link className="entity-card__open" to={paths.moduleDetail.href(entity.id)}>
            {title}
          </Link>
        )}
        <span className="entity-card__badge" aria-hidden="true">
          {entity.unlocked ? entity.completed ? '✓' : '' : <LockIcon />}
        </span>
      </div>
      <ul className="entity-card__facts">
        <li>{progressText(entity)}</li>
        <li>{entity.points} punti</li>
        {entity.pcto_minutes > 0 && <li>{formatPctoHoursText(entity.pcto_minutes)}</li>}
        {entity.total_duration > 0 && <li>{formatDuration(entity.total_duration)}</li>}
      </ul>
      {footer && <div className="entity-card__footer">{footer}</div>}
    </article>
  );
}
