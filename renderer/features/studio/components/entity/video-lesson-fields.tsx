import { MediaUpload } from '../../media/index.ts';
import { NumberField } from '../editors/fields.tsx';
import type { StudioResource } from './entity-updates.ts';

type VideoLesson = Extract<StudioResource, { type: 'video_lesson' }>;

/**
 * A lesson's video and captions, uploaded as soon as chosen; the length is read from the chosen
 * file (the 90 % watch rule counts against it) and can be corrected by hand.
 */
export function VideoLessonFields(props: {
  lesson: VideoLesson;
  place: string;
  errors: Record<string, string>;
  onChange: (change: (lesson: VideoLesson) => VideoLesson) => void;
}) {
  const { lesson, place, errors, onChange } = props;
  return (
    <>
      <MediaUpload
        label={`Video della lezione «${lesson.title}»`}
        accept="video/mp4,video/webm"
        current={lesson.media}
        error={errors[`${place}.media`]}
        onDuration={(seconds) => onChange((current) => ({ ...current, duration_seconds: seconds }))}
        onUploaded={(media) => onChange((current) => ({ ...current, media: media.name }))}
      />
      <NumberField
        label="Durata del video (secondi)"
        value={lesson.duration_seconds}
        min={0}
        error={errors[`${place}.duration_seconds`]}
        onChange={(duration_seconds) => onChange((current) => ({ ...current, duration_seconds }))}
      />
      <MediaUpload
        label={`Sottotitoli della lezione «${lesson.title}» (.vtt)`}
        accept=".vtt,text/vtt"
        current={lesson.captions}
        error={errors[`${place}.captions`]}
        onUploaded={(media) => onChange((current) => ({ ...current, captions: media.name }))}
      />
    </>
  );
}
