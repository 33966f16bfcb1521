import { useState } from 'react';
import type { StudioEntity } from '#common/api/studio/studio.ts';
import { TextField } from '../editors/fields.tsx';
import { ReorderableList } from '../reorder/reorderable-list.tsx';
import { removeAt, replaceAt } from '../editors/list-updates.ts';
import {
  newResource,
  RESOURCE_LABELS,
  type ResourceType,
  type StudioSection,
} from './entity-updates.ts';
import { ResourceEditor } from './resource-editor.tsx';

type Change = (change: (entity: StudioEntity) => StudioEntity) => void;

const RESOURCE_TYPES: readonly ResourceType[] = ['video_lesson', 'exercise', 'quiz'];

function SectionEditor(props: {
  entity: StudioEntity;
  section: StudioSection;
  index: number;
  errors: Record<string, string>;
  onChange: Change;
}) {
  const { entity, section, index, errors, onChange } = props;
  // Resources added here open at once: the author is about to fill them in.
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const place = `sections[${index}]`;
  const number = index + 1;
  const change = (update: (section: StudioSection) => StudioSection) =>
    onChange((current) => ({ ...current, sections: replaceAt(current.sections, index, update) }));
  return (
    <div className="studio-level">
      <TextField
        label={`Titolo della sezione ${number}`}
        value={section.title}
        error={errors[`${place}.title`]}
        onChange={(title) => change((current) => ({ ...current, title }))}
      />
      {section.resources.length === 0 ? (
        <p className="studio-state">Nessuna risorsa in questa sezione.</p>
      ) : (
        <ReorderableList
          label={`Risorse della sezione ${number}`}
          items={section.resources}
          itemKey={(resource) => resource.key}
          itemName={(resource) => resource.title}
          onReorder={(resources) => change((current) => ({ ...current, resources }))}
          renderItem={(resource, at) => (
            <>
              <ResourceEditor
                resource={resource}
                startOpen={added.has(resource.key)}
                place={`${place}.resources[${at}]`}
                errors={errors}
                onChange={(update) =>
                  change((current) => ({
                    ...current,
                    resources: replaceAt(current.resources, at, update),
                  }))
                }
              />
              <button
                type="button"
                className="button button--ghost studio-small"
                onClick={() =>
                  change((current) => ({ ...current, resources: removeAt(current.resources, at) }))
                }
              >
                Rimuovi la risorsa «{resource.title}»
              </button>
            </>
          )}
        />
      )}
      {errors[`${place}.resources`] && (
        <p className="studio-field__error">{errors[`${place}.resources`]}</p>
      )}
      <div className="studio-row">
        {RESOURCE_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="button button--ghost"
            onClick={() => {
              const resource = newResource(entity, type);
              setAdded((keys) => new Set(keys).add(resource.key));
              change((current) => ({ ...current, resources: [...current.resources, resource] }));
            }}
          >
            Aggiungi {RESOURCE_LABELS[type].toLowerCase()} alla sezione {number}
          </button>
        ))}
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            onChange((current) => ({ ...current, sections: removeAt(current.sections, index) }))
          }
        >
          Rimuovi la sezione {number}
        </button>
      </div>
    </div>
  );
}

/** The element's sections in order, each with its resources in order. */
export function SectionsEditor(props: {
  entity: StudioEntity;
  errors: Record<string, string>;
  onChange: Change;
}) {
  const { entity, errors, onChange } = props;
  return (
    <section className="studio-section" aria-labelledby="studio-sections">
      <h2 id="studio-sections" className="studio-section__title">
        Sezioni e risorse
      </h2>
      {entity.sections.length === 0 ? (
        <p className="studio-state">Ancora nessuna sezione.</p>
      ) : (
        <ReorderableList
          label="Sezioni"
          items={entity.sections}
          itemKey={(section) => String(entity.sections.indexOf(section))}
          itemName={(section) => section.title || 'Sezione senza titolo'}
          onReorder={(sections) => onChange((current) => ({ ...current, sections }))}
          renderItem={(section, index) => (
            <SectionEditor
              entity={entity}
              section={section}
              index={index}
              errors={errors}
              onChange={onChange}
            />
          )}
        />
      )}
      {errors.sections && <p className="studio-field__error">{errors.sections}</p>}
      <button
        type="button"
        className="button button--ghost"
        onClick={() =>
          onChange((current) => ({
            ...current,
            sections: [
              ...current.sections,
              { title: `Sezione ${current.sections.length + 1}`, resources: [] },
            ],
          }))
        }
      >
        Aggiungi una sezione
      </button>
    </section>
  );
}
