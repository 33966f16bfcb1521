import { useId, useState } from 'react';
import type { StudioMedia } from '#common/api/studio/studio.ts';
import { studioErrorOf, useUploadStudioMedia } from '../api/index.ts';
import { readVideoDuration } from './read-video-duration.ts';

export interface MediaUploadProps {
  /** The field's label, e.g. «Video della lezione». */
  label: string;
  /** The file types offered by the picker, e.g. `video/mp4,video/webm` or `.vtt`. */
  accept: string;
  /** The media name the item holds now (shown as the current file), if any. */
  current?: string | undefined;
  /** The uploaded file's name to put in the item (`media`, `captions`, `video`, `thumbnail`). */
  onUploaded: (media: StudioMedia) => void;
  /** For videos: called with the chosen file's length in seconds, read while it uploads. */
  onDuration?: (seconds: number) => void;
  /** An error of the field to show (e.g. the draft's validation message). */
  error?: string | undefined;
}

/**
 * One media file of a draft (a lesson's video or captions, an episode's recording, a course's
 * thumbnail): pick a file, it uploads at once through uploadStudioMedia with a progress bar,
 * and the server's name for it goes into the item through `onUploaded`.
 */
export function MediaUpload({
  label,
  accept,
  current,
  onUploaded,
  onDuration,
  error,
}: MediaUploadProps) {
  const id = useId();
  const upload = useUploadStudioMedia();
  const [chosen, setChosen] = useState<string | null>(null);
  const refused = upload.isError ? studioErrorOf(upload.error).message : null;
  const message = refused ?? error;

  async function choose(file: File | undefined) {
    if (!file) return;
    setChosen(file.name);
    if (onDuration) {
      void readVideoDuration(file).then((seconds) => {
        if (seconds !== null) onDuration(seconds);
      });
    }
    try {
      onUploaded(await upload.mutateAsync(file));
    } catch {
      // The refusal is shown beside the field (upload.error).
    }
  }

  return (
    <div className="studio-media">
      <label htmlFor={id} className="studio-field__label">
        {label}
      </label>
      <p className="studio-media__current">
        {current ? `File attuale: ${current}` : 'Nessun file caricato.'}
      </p>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        disabled={upload.isPending}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {upload.isPending && (
        <div className="studio-media__progress">
          <progress
            max={100}
            value={upload.percent ?? undefined}
            aria-label={`Caricamento di ${chosen ?? 'file'}`}
          />
          <span aria-live="polite">
            {upload.percent === null ? 'Caricamento…' : `Caricamento: ${upload.percent}%`}
          </span>
        </div>
      )}
      {upload.isSuccess && !upload.isPending && (
        <p className="studio-media__done" role="status">
          Caricato: {upload.data.name}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="studio-field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
