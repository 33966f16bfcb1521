import { useId, useState } from 'react';
import { MediaUpload } from '../../media/index.ts';
import { TextField } from '../../components/editors/fields.tsx';
import type { LiveEpisode } from '../new-items.ts';
import { RecordingLengthFields } from './recording-length-fields.tsx';

type Source = 'none' | 'youtube' | 'upload';

const SOURCES: ReadonlyArray<{ value: Source; label: string }> = [
  { value: 'none', label: 'Nessuna per ora' },
  { value: 'youtube', label: 'Video YouTube' },
  { value: 'upload', label: 'Video caricato' },
];

/**
 * The episode without its recording: choosing one source takes the other out (exactly one), and
 * the uploaded recording's length with it (the manifest refuses a length without an upload).
 */
function withoutVideo(episode: LiveEpisode): LiveEpisode {
  const { video: _video, youtube_id: _youtube, duration_seconds: _length, ...rest } = episode;
  return rest;
}

/** The uploaded file as the recording; its length stays, read from the file as it uploads. */
function withUpload(episode: LiveEpisode, video: string): LiveEpisode {
  const { youtube_id: _youtube, ...rest } = episode;
  return { ...rest, video };
}

/**
 * The episode's recording: a YouTube id (11 characters) or an uploaded video, never both (the
 * manifest refuses both), and its captions. The choice is a radio group, so switching source
 * drops the other one from the item. An upload also has its length (an assigned recording's
 * 90 % rule counts on it), which a YouTube embed cannot report.
 */
export function EpisodeVideo(props: {
  episode: LiveEpisode;
  name: string;
  errors: {
    video?: string | undefined;
    youtube_id?: string | undefined;
    captions?: string | undefined;
    duration_seconds?: string | undefined;
  };
  onChange: (change: (episode: LiveEpisode) => LiveEpisode) => void;
}) {
  const { episode, name, errors, onChange } = props;
  const id = useId();
  // What the item holds decides; the author's choice only while it holds neither yet.
  const held = (): Source =>
    episode.video ? 'upload' : episode.youtube_id !== undefined ? 'youtube' : 'none';
  const [chosen, setSource] = useState<Source>(held);
  const source: Source = held() === 'none' ? chosen : held();

  function choose(next: Source) {
    setSource(next);
    onChange(withoutVideo);
  }

  return (
    <fieldset className="studio-live-video">
      <legend>Registrazione di «{name}»</legend>
      <div className="studio-row" role="radiogroup" aria-label={`Fonte del video di «${name}»`}>
        {SOURCES.map((option) => (
          <label key={option.value} className="studio-live-radio">
            <input
              type="radio"
              name={`${id}-source`}
              value={option.value}
              checked={source === option.value}
              onChange={() => choose(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {source === 'youtube' && (
        <TextField
          label={`Id del video YouTube di «${name}»`}
          hint="Gli 11 caratteri dopo «v=» nell'indirizzo del video."
          value={episode.youtube_id ?? ''}
          error={errors.youtube_id ?? errors.video}
          onChange={(value) => {
            const youtubeId = value.trim();
            onChange((current) => {
              const rest = withoutVideo(current);
              return youtubeId === '' ? rest : { ...rest, youtube_id: youtubeId };
            });
          }}
        />
      )}
      {source === 'upload' && (
        <>
          <MediaUpload
            label={`Video di «${name}» (MP4 o WebM)`}
            accept="video/mp4,video/webm"
            current={episode.video}
            error={errors.video}
            onDuration={(seconds) =>
              onChange((current) => ({ ...current, duration_seconds: seconds }))
            }
            onUploaded={(media) => onChange((current) => withUpload(current, media.name))}
          />
          <RecordingLengthFields
            name={name}
            seconds={episode.duration_seconds}
            error={errors.duration_seconds}
            onLength={(seconds) =>
              onChange((current) => {
                const { duration_seconds: _length, ...rest } = current;
                return seconds === undefined ? rest : { ...rest, duration_seconds: seconds };
              })
            }
          />
        </>
      )}
      <MediaUpload
        label={`Sottotitoli di «${name}» (.vtt)`}
        accept=".vtt,text/vtt"
        current={episode.captions}
        error={errors.captions}
        onUploaded={(media) => onChange((current) => ({ ...current, captions: media.name }))}
      />
    </fieldset>
  );
}
