import { useState } from 'react';
import type { StudioLiveCourse } from '#common/api/studio/studio.ts';
import { TextField } from '../../components/editors/fields.tsx';

type Change = (change: (course: StudioLiveCourse) => StudioLiveCourse) => void;

/**
 * The course's links, one a line: «Titolo | https://…» or a bare address (the manifest's form).
 * The text is kept as typed, so an empty line being written does not vanish under the cursor.
 */
export function ResourcesEditor(props: {
  resources: readonly string[];
  errors: Record<string, string>;
  onChange: Change;
}) {
  const [text, setText] = useState(props.resources.join('\n'));
  const error = Object.entries(props.errors).find(([place]) => place.startsWith('resources'))?.[1];
  return (
    <TextField
      label="Risorse del corso"
      hint="Un link per riga: «Titolo | https://…» oppure solo l'indirizzo."
      multiline
      value={text}
      error={error}
      onChange={(next) => {
        setText(next);
        const resources = next
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '');
        props.onChange((current) => ({ ...current, resources }));
      }}
    />
  );
}
