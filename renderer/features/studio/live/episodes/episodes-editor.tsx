import type { StudioLiveCourse, StudioProblem } from '#common/api/studio/studio.ts';
import { removeAt, replaceAt } from '../../components/editors/list-updates.ts';
import { newEpisode } from '../new-items.ts';
import { EpisodeEditor } from './episode-editor.tsx';
import { episodeWarnings } from './episode-warnings.ts';
import { NewEpisodeForm } from './new-episode-form.tsx';

/**
 * The course's episodes, in their order, with the overlap warnings beside each (they do not
 * block), and «Nuovo episodio». Removing an episode also unties the live quizzes that named it.
 */
export function EpisodesEditor(props: {
  course: StudioLiveCourse;
  /** Episode keys of the whole pack's draft: a new key must differ from all of them. */
  takenKeys: readonly string[];
  errors: Record<string, string>;
  warnings: readonly StudioProblem[];
  onChange: (change: (course: StudioLiveCourse) => StudioLiveCourse) => void;
}) {
  const { course, errors, onChange } = props;
  const warnings = episodeWarnings(course, props.warnings);
  return (
    <section className="studio-section" aria-labelledby="studio-live-episodes">
      <h2 id="studio-live-episodes" className="studio-section__title">
        Episodi
      </h2>
      {course.episodes.length === 0 && (
        <p className="studio-state">Nessun episodio in programma.</p>
      )}
      {course.episodes.map((episode, index) => (
        <EpisodeEditor
          key={episode.key}
          episode={episode}
          place={`episodes[${index}]`}
          errors={errors}
          warnings={warnings.get(index) ?? []}
          onChange={(change) =>
            onChange((current) => ({
              ...current,
              episodes: replaceAt(current.episodes, index, change),
            }))
          }
          onRemove={() =>
            onChange((current) => ({
              ...current,
              episodes: removeAt(current.episodes, index),
              quizzes: current.quizzes.map((quiz) => {
                if (quiz.episode_key !== episode.key) return quiz;
                const { episode_key: _gone, ...rest } = quiz;
                return rest;
              }),
            }))
          }
        />
      ))}
      <NewEpisodeForm
        onAdd={(title, startsAt, minutes) =>
          onChange((current) => ({
            ...current,
            episodes: [
              ...current.episodes,
              {
                ...newEpisode(current, title, [
                  ...props.takenKeys,
                  ...current.episodes.map((other) => other.key),
                ]),
                starts_at: startsAt,
                minutes,
              },
            ],
          }))
        }
      />
    </section>
  );
}
