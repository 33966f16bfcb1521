import type { Entity } from '#common/api/journey/index.ts';
import { useOpenFinalTest } from '../hooks/use-open-final-test.ts';
import { EntityCard } from './entity-card.tsx';
import './entity-grid.css';

/** Entities as a grid of cards, in the order given. */
export function EntityGrid({ entities, label }: { entities: readonly Entity[]; label: string }) {
  const openFinalTest = useOpenFinalTest();
  return (
    <ul className="entity-grid" aria-label={label}>
      {entities.map((entity) => (
        <li key={entity.id}>
          <EntityCard entity={entity} onOpenFinalTest={(test) => void openFinalTest(test)} />
        </li>
      ))}
    </ul>
  );
}
