import { useId, type ReactNode } from 'react';
import type { Level } from '#common/api/journey/index.ts';
import { ExternalLink } from '../../../lib/sanitize/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * Above the map: the levels dropdown, the level's materials on GitHub, the school's previous
 * platform (only where the server names one) and the tutorial button.
 */
export function MapToolbar({
  levels,
  selected,
  onSelect,
  actions,
}: {
  levels: readonly Level[];
  selected: Level;
  onSelect(levelId: string): void;
  actions?: ReactNode;
}) {
  const selectId = useId();
  // On a kiosk the app opens nothing outside itself, so the link would lead nowhere.
  const { previousPlatformUrl, kiosk } = useServices().config;
  return (
    <div className="map-toolbar">
      <div className="map-toolbar__level" data-tour="levels-dropdown">
        <label htmlFor={selectId}>Livello</label>
        <select
          id={selectId}
          className="map-toolbar__select"
          value={selected.id}
          onChange={(event) => onSelect(event.target.value)}
        >
          {levels.map((level) => (
            <option key={level.id} value={level.id}>
              {level.order_num}. {level.title}
            </option>
          ))}
        </select>
      </div>
      <div className="map-toolbar__actions">
        <ExternalLink
          className="button button--ghost"
          href={selected.download_materials_link}
          data-tour="github-repository"
        >
          Materiali su GitHub
        </ExternalLink>
        {previousPlatformUrl !== '' && !kiosk && (
          <ExternalLink
            className="button button--ghost"
            href={previousPlatformUrl}
            data-tour="old-platform"
          >
            Piattaforma precedente
          </ExternalLink>
        )}
        {actions}
      </div>
    </div>
  );
}
