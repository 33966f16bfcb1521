import type { CSSProperties } from 'react';
import type { Entity, Level } from '#common/api/journey/index.ts';
import { EntityCard } from './entity-card.tsx';
import { ENTITY_TYPE_COLORS } from './entity-presentation.ts';
import './level-path.css';

/**
 * One level as a system of planets: its entities in path order, each a planet on a winding path
 * with its card beside it. The first card of each type carries the guided tour's anchor.
 */
export function LevelPath({
  level,
  onOpenFinalTest,
}: {
  level: Level;
  onOpenFinalTest: (entity: Entity) => void;
}) {
  const entities = [...level.entities].sort((a, b) => a.order_num - b.order_num);
  const firstOfType = new Set<string>();
  return (
    <ol className="level-path" aria-label={`Percorso del livello ${level.title}`}>
      {entities.map((entity, index) => {
        const tourAnchor = firstOfType.has(entity.type) ? undefined : `entity-${entity.type}`;
        firstOfType.add(entity.type);
        const style = { '--entity-color': ENTITY_TYPE_COLORS[entity.type] } as CSSProperties;
        return (
          <li
            key={entity.id}
            className={`level-path__stop level-path__stop--${index % 2 === 0 ? 'left' : 'right'}`}
            data-tour={tourAnchor}
          >
            <span
              className={[
                'level-path__planet',
                entity.completed ? 'level-path__planet--completed' : '',
                entity.unlocked ? '' : 'level-path__planet--locked',
              ].join(' ')}
              style={style}
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <EntityCard entity={entity} onOpenFinalTest={onOpenFinalTest} />
          </li>
        );
      })}
    </ol>
  );
}
