import { useId } from 'react';
import type { PackChange, PackPlan } from '#common/api/content-packs/content-packs.ts';
import { formatFileSize } from '#common/format/file-size.ts';
import { plural } from '#common/format/plurals.ts';
import { PACK_ITEM_KIND_LABELS } from './pack-item-kinds.ts';

const LISTS = [
  { name: 'added', heading: 'Da aggiungere' },
  { name: 'changed', heading: 'Da modificare' },
  { name: 'retired', heading: 'Da ritirare' },
] as const;

/**
 * What an import of this pack would do (the dry run) or did: the items it adds, changes and
 * retires, by kind and title, and its media. Retired items stay for the students' history.
 */
export function PackPlanView(props: { plan: PackPlan; heading: string }) {
  const { plan, heading } = props;
  const { pack, media } = plan;
  const id = useId();
  return (
    <section className="pack-plan" aria-labelledby={id}>
      <h3 id={id} className="pack-plan__heading">
        {heading}
      </h3>
      <p className="pack-plan__pack">
        Pacchetto «{pack.title}», versione {pack.version} (formato {pack.format_version}).
      </p>
      <div className="pack-plan__lists">
        {LISTS.map(({ name, heading: listHeading }) => (
          <ChangeList key={name} heading={listHeading} changes={plan[name]} />
        ))}
      </div>
      <p className="pack-plan__media">
        {plural(media.files, 'file multimediale', 'file multimediali')},{' '}
        {formatFileSize(media.bytes)}.
      </p>
    </section>
  );
}

function ChangeList(props: { heading: string; changes: readonly PackChange[] }) {
  const { heading, changes } = props;
  return (
    <div className="pack-plan__list">
      <h4 className="pack-plan__list-heading">
        {heading} ({changes.length})
      </h4>
      {changes.length === 0 ? (
        <p className="pack-plan__none">Nessun elemento.</p>
      ) : (
        <ul aria-label={heading}>
          {changes.map((change) => (
            <li key={`${change.kind}:${change.key}`}>
              <span className="pack-plan__kind">{PACK_ITEM_KIND_LABELS[change.kind]}</span>{' '}
              {change.title}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
