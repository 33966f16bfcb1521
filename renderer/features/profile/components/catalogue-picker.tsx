import { useDeferredValue, useId, useState } from 'react';
import type { SkillType } from '#common/api/profile/index.ts';
import { PROFILE_LIMITS } from '#common/profile/limits.ts';
import { Chip } from '../../../components/chip/chip.tsx';
import { useCatalogueSearch } from '../api/catalogue-calls.ts';

interface Choice {
  id: string;
  name: string;
}

/**
 * Hobbies or skills of one kind: the chosen ones as removable chips, and a search field whose
 * suggestions follow the typing (the catalogue is searched on the server). Each change saves the
 * whole choice at once; while it saves, the chips cannot change again.
 */
export function CataloguePicker(props: {
  label: string;
  kind: 'hobby' | SkillType;
  chosen: readonly Choice[];
  max: number;
  busy: boolean;
  onChange(ids: string[]): Promise<void>;
}) {
  const { label, kind, chosen, max, busy, onChange } = props;
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [searching, setSearching] = useState(false);
  const suggestions = useCatalogueSearch(kind, deferred);
  const id = useId();
  const chosenIds = new Set(chosen.map((item) => item.id));
  const full = chosen.length >= max;
  const offered = (suggestions.data?.items ?? []).filter((item) => !chosenIds.has(item.id));

  const add = async (item: Choice) => {
    await onChange([...chosen.map((entry) => entry.id), item.id]).catch(() => undefined);
    setSearch('');
  };
  const remove = (item: Choice) =>
    void onChange(chosen.filter((entry) => entry.id !== item.id).map((entry) => entry.id)).catch(
      () => undefined,
    );

  return (
    <div className="catalogue-picker">
      <h3 className="profile-text__label" id={`${id}-label`}>
        {label}
      </h3>
      {chosen.length > 0 ? (
        <ul className="chip-list" aria-labelledby={`${id}-label`}>
          {chosen.map((item) => (
            <li key={item.id}>
              <Chip type="neutral">
                {item.name}
                <button
                  type="button"
                  className="chip__remove"
                  aria-label={`Rimuovi ${item.name}`}
                  disabled={busy}
                  onClick={() => remove(item)}
                >
                  ×
                </button>
              </Chip>
            </li>
          ))}
        </ul>
      ) : (
        <p className="profile-text__empty">Nessuna scelta per ora.</p>
      )}
      {full ? (
        <p className="catalogue-picker__note">
          Hai raggiunto il massimo di {max}: rimuovine uno per aggiungerne altri.
        </p>
      ) : (
        <div className="catalogue-picker__search">
          <label className="visually-hidden" htmlFor={`${id}-search`}>
            Cerca {label.toLowerCase()}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="text-input"
            placeholder={`Cerca ${label.toLowerCase()}…`}
            value={search}
            maxLength={PROFILE_LIMITS.catalogueSearchMaxLength}
            autoComplete="off"
            onFocus={() => setSearching(true)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setSearching(false);
            }}
            onChange={(event) => {
              setSearch(event.target.value);
              setSearching(true);
            }}
          />
          {searching && (
            <ul className="catalogue-picker__suggestions" aria-label={`Suggerimenti: ${label}`}>
              {deferred.trim() === '' ? (
                <li className="catalogue-picker__hint">Scrivi per cercare.</li>
              ) : suggestions.isPending ? (
                <li className="catalogue-picker__hint">Ricerca…</li>
              ) : offered.length === 0 ? (
                <li className="catalogue-picker__hint">Nessun risultato per «{deferred}».</li>
              ) : (
                offered.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="catalogue-picker__option"
                      disabled={busy}
                      onClick={() => void add(item)}
                    >
                      + {item.name}
                    </button>
                  </li>
                ))
              )}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
