import { useId, type ReactNode } from 'react';

interface FieldShell {
  label: string;
  /** The field's Italian message, shown under it and tied to it with aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string | undefined; hint?: string }) {
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

/** A labelled text input (or textarea) with its message. */
export function LiveTextField(
  props: FieldShell & {
    value: string;
    onChange: (value: string) => void;
    multiline?: boolean;
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
        <textarea {...shared} rows={3} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type="text"
          inputMode={props.inputMode}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      <Messages id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

/** A labelled whole number; an empty field is NaN, which the schema refuses with its message. */
export function LiveNumberField(
  props: FieldShell & {
    value: number;
    onChange: (value: number) => void;
    min: number;
    max: number;
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
      <Messages id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

export function LiveSelectField<V extends string>(
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
      <Messages id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

/** A group of fields under a heading (a fieldset, so screen readers name the group). */
export function LiveGroup(props: { title: string; children: ReactNode }) {
  return (
    <fieldset className="studio-group">
      <legend className="studio-group__title">{props.title}</legend>
      {props.children}
    </fieldset>
  );
}
