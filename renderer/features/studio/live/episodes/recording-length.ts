import { MAX_VIDEO_SECONDS } from '#common/content-pack/limits.ts';

/**
 * An uploaded recording's length as a teacher reads it on a player: minutes and seconds. Both
 * empty: the episode says no length, and its recording counts as long as the broadcast.
 */
export interface RecordingLengthText {
  minutes: string;
  seconds: string;
}

export type RecordingLengthCheck =
  | { ok: true; seconds: number | undefined }
  | { ok: false; errors: Partial<Record<keyof RecordingLengthText, string>> };

const WHOLE = /^\d+$/;

export function recordingLengthText(seconds: number | undefined): RecordingLengthText {
  if (seconds === undefined || !Number.isFinite(seconds)) return { minutes: '', seconds: '' };
  return { minutes: String(Math.floor(seconds / 60)), seconds: String(seconds % 60) };
}

/** The length in seconds, or the Italian message of each wrong field. */
export function checkRecordingLength(text: RecordingLengthText): RecordingLengthCheck {
  const minutes = text.minutes.trim();
  const seconds = text.seconds.trim();
  if (minutes === '' && seconds === '') return { ok: true, seconds: undefined };
  const errors: Partial<Record<keyof RecordingLengthText, string>> = {};
  if (minutes !== '' && !WHOLE.test(minutes)) {
    errors.minutes = 'Scrivi i minuti come numero intero (es. 45).';
  }
  if (seconds !== '' && (!WHOLE.test(seconds) || Number(seconds) > 59)) {
    errors.seconds = 'I secondi vanno da 0 a 59.';
  }
  if (errors.minutes || errors.seconds) return { ok: false, errors };
  const total = Number(minutes || 0) * 60 + Number(seconds || 0);
  if (total === 0) {
    return {
      ok: false,
      errors: { minutes: 'Indica almeno un secondo, oppure lascia vuoti minuti e secondi.' },
    };
  }
  if (total > MAX_VIDEO_SECONDS) {
    return {
      ok: false,
      errors: { minutes: `Al massimo 24 ore (${MAX_VIDEO_SECONDS / 60} minuti).` },
    };
  }
  return { ok: true, seconds: total };
}
