import { describe, expect, it } from 'vitest';
import { checkRecordingLength, recordingLengthText } from './recording-length.ts';

describe("an uploaded recording's length in minutes and seconds", () => {
  it('turns minutes and seconds into seconds, and back', () => {
    expect(checkRecordingLength({ minutes: '47', seconds: '30' })).toEqual({
      ok: true,
      seconds: 2850,
    });
    expect(checkRecordingLength({ minutes: '', seconds: '15' })).toEqual({ ok: true, seconds: 15 });
    expect(checkRecordingLength({ minutes: ' 2 ', seconds: '' })).toEqual({
      ok: true,
      seconds: 120,
    });
    expect(checkRecordingLength({ minutes: '1440', seconds: '0' })).toEqual({
      ok: true,
      seconds: 86_400,
    });
    expect(recordingLengthText(2850)).toEqual({ minutes: '47', seconds: '30' });
    expect(recordingLengthText(15)).toEqual({ minutes: '0', seconds: '15' });
  });

  it('reads both empty as no length: the recording is as long as the broadcast', () => {
    expect(checkRecordingLength({ minutes: '', seconds: ' ' })).toEqual({
      ok: true,
      seconds: undefined,
    });
    expect(recordingLengthText(undefined)).toEqual({ minutes: '', seconds: '' });
    expect(recordingLengthText(Number.NaN)).toEqual({ minutes: '', seconds: '' });
  });

  it('names the wrong field: seconds past 59, no digits, nothing at all, more than a day', () => {
    expect(checkRecordingLength({ minutes: '3', seconds: '60' })).toEqual({
      ok: false,
      errors: { seconds: 'I secondi vanno da 0 a 59.' },
    });
    expect(checkRecordingLength({ minutes: '4,5', seconds: '-1' })).toEqual({
      ok: false,
      errors: {
        minutes: 'Scrivi i minuti come numero intero (es. 45).',
        seconds: 'I secondi vanno da 0 a 59.',
      },
    });
    expect(checkRecordingLength({ minutes: '0', seconds: '0' })).toEqual({
      ok: false,
      errors: { minutes: 'Indica almeno un secondo, oppure lascia vuoti minuti e secondi.' },
    });
    expect(checkRecordingLength({ minutes: '1440', seconds: '1' })).toEqual({
      ok: false,
      errors: { minutes: 'Al massimo 24 ore (1440 minuti).' },
    });
  });
});
