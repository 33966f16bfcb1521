import type { CSSProperties, ReactNode } from 'react';
import type { ItemDetail } from '#common/api/journey/index.ts';
import {
  ENTITY_TYPE_COLORS,
  ENTITY_TYPE_LABELS,
  formatDuration,
  progressText,
} from './entity-presentation.ts';
import { formatPctoHoursText } from '#common/format/pcto-hours.ts';
import { ExternalLink } from '../../../lib/sanitize/index.ts';
import { FormattedDescription } from '../../../lib/sanitize/index.ts';
import { Chip } from '../../../components/chip/chip.tsx';

/**
 * The top of the module page: type, description, facts, materials and `actions`. The title is
 * the page's banner (PageFrame), so it is not repeated here.
 */
export function ItemHeader({ item, actions }: { item: ItemDetail; actions?: ReactNode }) {
  const style = { '--entity-color': ENTITY_TYPE_COLORS[item.type] } as CSSProperties;
  return (
    <header className="item-header" style={style}>
      <p className="item-header__type">
        <Chip type={item.type}>{ENTITY_TYPE_LABELS[item.type]}</Chip>
        {item.completed && (
          <>
            {' '}
            <Chip type="success">completato</Chip>
          </>
        )}
      </p>
      {item.description && (
        <FormattedDescription text={item.description} className="item-header__description" />
      )}
      <ul className="item-header__facts">
        <li>{progressText(item)}</li>
        <li>{item.points} punti</li>
        {item.pcto_minutes > 0 && <li>{formatPctoHoursText(item.pcto_minutes)}</li>}
        {item.total_duration > 0 && <li>{formatDuration(item.total_duration)}</li>}
        {item.certificate && <li>Con certificato</li>}
      </ul>
      {item.tags.length > 0 && (
        <ul className="item-header__tags" aria-label="Argomenti">
          {item.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      <div className="item-header__actions">
        <ExternalLink className="button button--ghost" href={item.download_materials_link}>
          Scarica i materiali
        </ExternalLink>
        {actions}
      </div>
    </header>
  );
}
