import { TextField } from '../../components/editors/fields.tsx';
import type { LiveEpisode } from '../new-items.ts';
import { EpisodeSchedule } from './episode-schedule.tsx';
import { EpisodeVideo } from './episode-video.tsx';

/** One episode: title, description, schedule, recording and captions, its overlap warnings. */
export function EpisodeEditor(props: {
  episode: LiveEpisode;
  place: string;
  errors: Record<string, string>;
  warnings: readonly string[];
  onChange: (change: (episode: LiveEpisode) => LiveEpisode) => void;
  onRemove: () => void;
}) {
  const { episode, place, errors, warnings, onChange, onRemove } = props;
  const name = episode.title || episode.key;
  return (
    <article className="studio-live-item" aria-label={`Episodio «${name}»`}>
      <h3 className="studio-subtitle">{name}</h3>
      {warnings.length > 0 && (
        <ul className="studio-live-warnings" aria-label={`Avvisi su «${name}»`}>
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
      <TextField
        label={`Titolo dell'episodio «${name}»`}
        value={episode.title}
        error={errors[`${place}.title`]}
        onChange={(title) => onChange((current) => ({ ...current, title }))}
      />
      {/* Plain text: the episode pages show their description as text (features/live). */}
      <TextField
        label={`Descrizione dell'episodio «${name}»`}
        multiline
        value={episode.description}
        error={errors[`${place}.description`]}
        onChange={(description) => onChange((current) => ({ ...current, description }))}
      />
      <EpisodeSchedule
        name={name}
        startsAt={episode.starts_at}
        minutes={episode.minutes}
        error={errors[`${place}.starts_at`] ?? errors[`${place}.minutes`]}
        onSchedule={(startsAt, minutes) =>
          onChange((current) => {
            // An absolute start replaces a template's relative one (only one of the two).
            const { starts_in_minutes: _relative, ...rest } = current;
            return { ...rest, starts_at: startsAt, minutes };
          })
        }
      />
      <EpisodeVideo
        episode={episode}
        name={name}
        errors={{
          video: errors[`${place}.video`],
          youtube_id: errors[`${place}.youtube_id`],
          captions: errors[`${place}.captions`],
          duration_seconds: errors[`${place}.duration_seconds`],
        }}
        onChange={onChange}
      />
      <div className="studio-row">
        <button type="button" className="button button--ghost" onClick={onRemove}>
          Elimina l'episodio «{name}»
        </button>
      </div>
    </article>
  );
}
