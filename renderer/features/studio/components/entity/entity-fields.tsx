import type { StudioEntity } from '#common/api/studio/studio.ts';
import { RichTextField } from '../../../../components/rich-text/rich-text-field.tsx';
import { ENTITY_TYPE_LABELS } from '../item-states.ts';
import { errorAt, optionalText } from '../editors/errors.ts';
import {
  CheckboxField,
  FieldGroup,
  NumberField,
  SelectField,
  TagsField,
  TextField,
} from '../editors/fields.tsx';

type Change = (change: (entity: StudioEntity) => StudioEntity) => void;

const TYPES = Object.entries(ENTITY_TYPE_LABELS).map(([value, label]) => ({
  value: value as StudioEntity['type'],
  label,
}));

/** An element's own fields: what the card and the module page show, and what it gives. */
export function EntityFields(props: {
  entity: StudioEntity;
  errors: Record<string, string>;
  onChange: Change;
}) {
  const { entity, errors, onChange } = props;
  const set =
    <F extends keyof StudioEntity>(field: F) =>
    (value: StudioEntity[F]) =>
      onChange((current) => ({ ...current, [field]: value }));
  return (
    <FieldGroup title="Dati dell’elemento">
      <TextField label="Titolo" value={entity.title} error={errors.title} onChange={set('title')} />
      <SelectField
        label="Tipo"
        value={entity.type}
        options={TYPES}
        error={errors.type}
        onChange={set('type')}
      />
      <RichTextField
        label="Descrizione"
        value={entity.description}
        error={errors.description}
        onChange={set('description')}
      />
      <div className="studio-grid">
        <NumberField
          label="Minuti PCTO"
          value={entity.pcto_minutes}
          min={0}
          error={errors.pcto_minutes}
          onChange={set('pcto_minutes')}
        />
        <NumberField
          label="Punti"
          value={entity.points}
          min={0}
          error={errors.points}
          onChange={set('points')}
        />
        <NumberField
          label="Badge"
          value={entity.num_badges}
          min={0}
          error={errors.num_badges}
          onChange={set('num_badges')}
        />
      </div>
      <TagsField
        label="Hashtag"
        value={entity.tags}
        error={errorAt(errors, 'tags')}
        onChange={set('tags')}
      />
      <CheckboxField
        label="Dà un certificato"
        checked={entity.certificate}
        error={errors.certificate}
        onChange={set('certificate')}
      />
      <TextField
        label="Link ai materiali da scaricare"
        type="url"
        value={entity.download_materials_link ?? ''}
        error={errors.download_materials_link}
        onChange={(link) =>
          onChange((current) => ({ ...current, download_materials_link: optionalText(link) }))
        }
      />
    </FieldGroup>
  );
}
