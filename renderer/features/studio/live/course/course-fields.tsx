import type { StudioLiveCourse } from '#common/api/studio/studio.ts';
import { RichTextField } from '../../../../components/rich-text/rich-text-field.tsx';
import { MediaUpload } from '../../media/index.ts';
import { FieldGroup, TextField } from '../../components/editors/fields.tsx';
import { AuthorsEditor } from './authors-editor.tsx';
import { ResourcesEditor } from './resources-editor.tsx';

type Change = (change: (course: StudioLiveCourse) => StudioLiveCourse) => void;

/** The course's own fields, the admins' only: title, description, thumbnail, channel, people, links. */
export function CourseFields(props: {
  course: StudioLiveCourse;
  errors: Record<string, string>;
  onChange: Change;
}) {
  const { course, errors, onChange } = props;
  return (
    <FieldGroup title="Dati del corso">
      <TextField
        label="Titolo del corso"
        value={course.title}
        error={errors.title}
        onChange={(title) => onChange((current) => ({ ...current, title }))}
      />
      <RichTextField
        label="Descrizione del corso"
        value={course.description}
        error={errors.description}
        onChange={(description) => onChange((current) => ({ ...current, description }))}
      />
      <MediaUpload
        label="Immagine del corso (PNG, JPEG o WebP)"
        accept="image/png,image/jpeg,image/webp"
        current={course.thumbnail}
        error={errors.thumbnail}
        onUploaded={(media) => onChange((current) => ({ ...current, thumbnail: media.name }))}
      />
      <TextField
        label="Canale della chat"
        hint="La chiave del canale del corso nella chat (es. «live-security»)."
        value={course.channel}
        error={errors.channel}
        onChange={(channel) => onChange((current) => ({ ...current, channel: channel.trim() }))}
      />
      <AuthorsEditor authors={course.authors} errors={errors} onChange={onChange} />
      <ResourcesEditor resources={course.resources} errors={errors} onChange={onChange} />
    </FieldGroup>
  );
}
