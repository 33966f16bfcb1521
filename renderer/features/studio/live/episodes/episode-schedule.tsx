import { useState } from 'react';
import { TextField } from '../../components/editors/fields.tsx';
import { checkEpisodeTime, episodeTimeText, type EpisodeTimeText } from './episode-time.ts';

/**
 * Day, start and end of an episode, typed as «03.12.2026», «15:00», «16:30». The text is kept
 * as typed; only a complete, valid schedule reaches the item (`onSchedule`): an end before the
 * start shows rules.ts's message beside the end and nothing is saved.
 */
export function EpisodeSchedule(props: {
  name: string;
  startsAt: string | undefined;
  minutes: number;
  error?: string | undefined;
  onSchedule: (startsAt: string, minutes: number) => void;
}) {
  const [text, setText] = useState<EpisodeTimeText>(() =>
    episodeTimeText(props.startsAt, props.minutes),
  );
  const [errors, setErrors] = useState<Partial<Record<keyof EpisodeTimeText, string>>>({});
  // The schedule the fields show; another one coming in (a reload, an undo) replaces the text.
  const [shown, setShown] = useState({ startsAt: props.startsAt, minutes: props.minutes });
  if (shown.startsAt !== props.startsAt || shown.minutes !== props.minutes) {
    setShown({ startsAt: props.startsAt, minutes: props.minutes });
    setText(episodeTimeText(props.startsAt, props.minutes));
    setErrors({});
  }

  function change(field: keyof EpisodeTimeText, value: string) {
    const next = { ...text, [field]: value };
    setText(next);
    const check = checkEpisodeTime(next);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setShown({ startsAt: check.startsAt, minutes: check.minutes });
    props.onSchedule(check.startsAt, check.minutes);
  }

  return (
    <div className="studio-live-schedule">
      <TextField
        label={`Giorno di «${props.name}»`}
        hint="gg.mm.aaaa"
        inputMode="numeric"
        value={text.date}
        error={errors.date ?? props.error}
        onChange={(value) => change('date', value)}
      />
      <TextField
        label={`Ora d'inizio di «${props.name}»`}
        hint="HH:MM"
        inputMode="numeric"
        value={text.start}
        error={errors.start}
        onChange={(value) => change('start', value)}
      />
      <TextField
        label={`Ora di fine di «${props.name}»`}
        hint="HH:MM"
        inputMode="numeric"
        value={text.end}
        error={errors.end}
        onChange={(value) => change('end', value)}
      />
    </div>
  );
}
