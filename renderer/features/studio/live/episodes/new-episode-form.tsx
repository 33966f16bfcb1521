import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../components/editors/fields.tsx';
import { checkEpisodeTime, type EpisodeTimeText } from './episode-time.ts';

/**
 * «Nuovo episodio»: title, day, start and end. An episode needs its start to be an item of the
 * draft, so it is added only once the schedule is complete and valid (an end before the start
 * shows rules.ts's message beside the end and adds nothing).
 */
export function NewEpisodeForm(props: {
  onAdd: (title: string, startsAt: string, minutes: number) => void;
}) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [text, setText] = useState<EpisodeTimeText>({ date: '', start: '', end: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof EpisodeTimeText | 'title', string>>>(
    {},
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkEpisodeTime(text);
    const titleError = title.trim() === '' ? "Indica il titolo dell'episodio." : undefined;
    if (!check.ok || titleError) {
      setErrors({ ...(check.ok ? {} : check.errors), title: titleError });
      return;
    }
    props.onAdd(title, check.startsAt, check.minutes);
    setTitle('');
    setText({ date: '', start: '', end: '' });
    setErrors({});
  }

  return (
    <form className="studio-live-new" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`} className="studio-subtitle">
        Nuovo episodio
      </h3>
      <TextField
        label="Titolo del nuovo episodio"
        value={title}
        error={errors.title}
        onChange={setTitle}
      />
      <div className="studio-live-schedule">
        <TextField
          label="Giorno del nuovo episodio"
          hint="gg.mm.aaaa"
          inputMode="numeric"
          value={text.date}
          error={errors.date}
          onChange={(date) => setText((current) => ({ ...current, date }))}
        />
        <TextField
          label="Ora d'inizio del nuovo episodio"
          hint="HH:MM"
          inputMode="numeric"
          value={text.start}
          error={errors.start}
          onChange={(start) => setText((current) => ({ ...current, start }))}
        />
        <TextField
          label="Ora di fine del nuovo episodio"
          hint="HH:MM"
          inputMode="numeric"
          value={text.end}
          error={errors.end}
          onChange={(end) => setText((current) => ({ ...current, end }))}
        />
      </div>
      <div className="studio-row">
        <button type="submit" className="button button--primary">
          Aggiungi l'episodio
        </button>
      </div>
    </form>
  );
}
