import type { RecordingProgress } from '#common/api/live/recording.ts';

/**
 * What the student knows of their watching of a recording: what counts (before the first
 * answer), the seconds the server credited so far, or that it counts as watched.
 */
export function RecordingStatus({ progress }: { progress: RecordingProgress | null }) {
  let text: string;
  if (!progress) text = 'Guarda la registrazione fino alla fine: conta come vista al 90 %.';
  else if (progress.watched) text = 'Registrazione guardata.';
  else {
    text = `Hai guardato ${progress.watched_seconds} s della registrazione su ${progress.required_seconds} s richiesti.`;
  }
  return (
    <p className="live-attendance" role="status">
      {text}
    </p>
  );
}
