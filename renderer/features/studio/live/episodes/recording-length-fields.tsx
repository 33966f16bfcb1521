import { useId, useState } from 'react';
import { TextField } from '../../components/editors/fields.tsx';
import {
  checkRecordingLength,
  recordingLengthText,
  type RecordingLengthText,
} from './recording-length.ts';

/**
 * «Durata della registrazione» of an uploaded recording, in minutes and seconds as a player shows
 * them. An assigned recording counts as watched at 90 % of it; left empty, the recording counts
 * as long as the broadcast. Like the schedule, the text is kept as typed and only a valid length
 * (or none) reaches the item (`onLength`); a wrong one shows its message beside the field.
 */
export function RecordingLengthFields(props: {
  name: string;
  seconds: number | undefined;
  error?: string | undefined;
  onLength: (seconds: number | undefined) => void;
}) {
  const hintId = useId();
  const [text, setText] = useState<RecordingLengthText>(() => recordingLengthText(props.seconds));
  const [errors, setErrors] = useState<Partial<Record<keyof RecordingLengthText, string>>>({});
  // The length the fields show; another one coming in (read from a file, a reload) replaces it.
  const [shown, setShown] = useState(props.seconds);
  if (shown !== props.seconds) {
    setShown(props.seconds);
    setText(recordingLengthText(props.seconds));
    setErrors({});
  }

  function change(field: keyof RecordingLengthText, value: string) {
    const next = { ...text, [field]: value };
    setText(next);
    const check = checkRecordingLength(next);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setShown(check.seconds);
    props.onLength(check.seconds);
  }

  return (
    <fieldset className="studio-live-length" aria-describedby={hintId}>
      <legend>Durata della registrazione di «{props.name}»</legend>
      <p id={hintId} className="studio-field__hint">
        Letta dal video caricato: correggila se serve. Un compito la conta vista al 90 %; vuota,
        vale la durata della diretta.
      </p>
      <div className="studio-live-schedule">
        <TextField
          label={`Minuti della registrazione di «${props.name}»`}
          inputMode="numeric"
          value={text.minutes}
          error={errors.minutes ?? props.error}
          onChange={(value) => change('minutes', value)}
        />
        <TextField
          label={`Secondi della registrazione di «${props.name}»`}
          hint="Da 0 a 59."
          inputMode="numeric"
          value={text.seconds}
          error={errors.seconds}
          onChange={(value) => change('seconds', value)}
        />
      </div>
    </fieldset>
  );
}
