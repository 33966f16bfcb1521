import { useState } from 'react';
import { TextField, NumberField } from '../editors/fields.tsx';
import { RESOURCE_LABELS, type StudioResource } from './entity-updates.ts';
import { QuizFields } from './quiz-fields.tsx';
import { VideoLessonFields } from './video-lesson-fields.tsx';

/** One resource of a section: its title and description, then what its type needs. */
export function ResourceEditor(props: {
  resource: StudioResource;
  place: string;
  errors: Record<string, string>;
  /** Open from the start (a resource the author just added). */
  startOpen?: boolean;
  onChange: (change: (resource: StudioResource) => StudioResource) => void;
}) {
  const { resource, place, errors, onChange } = props;
  const label = RESOURCE_LABELS[resource.type];
  // A module holds many resources with many fields: each is folded to its title, open when it
  // is new or something in it needs fixing, so the page stays a list the author can scan.
  // Decided once: the author's own folding is never undone while they type.
  const [openAtFirst] = useState(
    () =>
      props.startOpen === true ||
      resource.title.trim() === '' ||
      Object.keys(errors).some((field) => field.startsWith(`${place}.`)),
  );
  return (
    <details className="studio-resource" open={openAtFirst}>
      <summary className="studio-resource__summary">
        <span className="studio-type">{label}</span> {resource.title || 'Senza titolo'}
      </summary>
      <TextField
        label={`Titolo (${label.toLowerCase()})`}
        value={resource.title}
        error={errors[`${place}.title`]}
        onChange={(title) => onChange((current) => ({ ...current, title }))}
      />
      <TextField
        label={`Descrizione (${label.toLowerCase()} «${resource.title}»)`}
        multiline
        value={resource.description}
        error={errors[`${place}.description`]}
        onChange={(description) => onChange((current) => ({ ...current, description }))}
      />
      {resource.type === 'video_lesson' && (
        <VideoLessonFields
          lesson={resource}
          place={place}
          errors={errors}
          onChange={(change) =>
            onChange((current) => (current.type === 'video_lesson' ? change(current) : current))
          }
        />
      )}
      {resource.type === 'exercise' && (
        <>
          <TextField
            label={`Consegna dell’esercizio «${resource.title}»`}
            multiline
            value={resource.instructions}
            error={errors[`${place}.instructions`]}
            onChange={(instructions) =>
              onChange((current) =>
                current.type === 'exercise' ? { ...current, instructions } : current,
              )
            }
          />
          <NumberField
            label="Durata prevista (secondi)"
            value={resource.duration_seconds}
            min={0}
            error={errors[`${place}.duration_seconds`]}
            onChange={(duration_seconds) =>
              onChange((current) =>
                current.type === 'exercise' ? { ...current, duration_seconds } : current,
              )
            }
          />
        </>
      )}
      {resource.type === 'quiz' && (
        <QuizFields
          quiz={resource.quiz}
          place={`${place}.quiz`}
          errors={errors}
          onChange={(change) =>
            onChange((current) =>
              current.type === 'quiz' ? { ...current, quiz: change(current.quiz) } : current,
            )
          }
        />
      )}
    </details>
  );
}
