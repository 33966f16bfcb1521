import { useId, useState, type ReactNode } from 'react';

interface FieldShell {
  label: string;
  /** The field's validation message (Italian), shown under it and tied with aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
}

function Message({ id, error, hint }: { id: string; error?: string | undefined; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="studio-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="studio-field__error">
          {error}
        </p>
      )}
    </>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A labelled text input (or textarea) with its message. */
export function TextField(
  props: FieldShell & {
    value: string;
    onChange: (value: string) => void;
    multiline?: boolean;
    type?: 'text' | 'url';
    placeholder?: string;
    inputMode?: 'text' | 'numeric';
  },
) {
  const id = useId();
  const shared = {
    id,
    value: props.value,
    placeholder: props.placeholder,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(id, props.error, props.hint),
  };
  return (
    <div className="studio-field">
      <label htmlFor={id} className="studio-field__label">
        {props.label}
      </label>
      {props.multiline ? (
        <textarea {...shared} rows={4} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      <Message id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

/** A labelled whole-number input; an empty field is NaN, which the schema refuses by name. */
export function NumberField(
  props: FieldShell & {
    value: number;
    onChange: (value: number) => void;
    min?: number;
    max?: number;
  },
) {
  const id = useId();
  return (
    <div className="studio-field">
      <label htmlFor={id} className="studio-field__label">
        {props.label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        value={Number.isNaN(props.value) ? '' : props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        onChange={(event) =>
          props.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
        }
      />
      <Message id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

export function CheckboxField(
  props: FieldShell & { checked: boolean; onChange: (checked: boolean) => void },
) {
  const id = useId();
  return (
    <div className="studio-field studio-field--inline">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
      <Message id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

export function SelectField<V extends string>(
  props: FieldShell & {
    value: V;
    options: ReadonlyArray<{ value: V; label: string }>;
    onChange: (value: V) => void;
  },
) {
  const id = useId();
  return (
    <div className="studio-field">
      <label htmlFor={id} className="studio-field__label">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        onChange={(event) => props.onChange(event.target.value as V)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Message id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

function tagsOf(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim().replace(/^#/, ''))
    .filter((tag) => tag !== '');
}

/**
 * Hashtags typed as one line separated by commas; the words go to the item as a list. The line
 * is kept as typed, so a trailing comma does not vanish under the author's cursor; a list that
 * changes from outside (a reload, an undo) replaces it.
 */
export function TagsField(
  props: FieldShell & { value: readonly string[]; onChange: (tags: string[]) => void },
) {
  const [text, setText] = useState(props.value.join(', '));
  const outside = props.value.join(', ');
  // Compared as parsed on both sides, so a stored tag with a "#" or "," cannot loop.
  if (tagsOf(text).join(',') !== tagsOf(outside).join(',')) setText(outside);
  return (
    <TextField
      label={props.label}
      error={props.error}
      hint={props.hint ?? 'Separati da virgole, senza #.'}
      value={text}
      onChange={(next) => {
        setText(next);
        props.onChange(tagsOf(next));
      }}
    />
  );
}

/** A group of fields with a heading. */
export function FieldGroup(props: { title: string; children: ReactNode }) {
  return (
    <fieldset className="studio-group">
      <legend className="studio-group__title">{props.title}</legend>
      {props.children}
    </fieldset>
  );
}
