import type { Episode } from '#common/api/journey/episode.ts';
import { useCompleteExercise } from '../api/complete-exercise.ts';

/** An exercise: its instructions and, for a student who has not done it, 'Segna come completato'. */
export function ExercisePanel({
  episode,
  canComplete,
}: {
  episode: Episode;
  canComplete: boolean;
}) {
  const complete = useCompleteExercise(episode.id);
  return (
    <section className="episode-card" aria-labelledby="exercise-title">
      <h3 id="exercise-title" className="episode-card__title">
        Consegna
      </h3>
      <p className="episode-instructions">
        {episode.instructions ?? 'Questo esercizio non ha istruzioni.'}
      </p>
      {canComplete && episode.completed && (
        <p className="episode-note">Hai completato questo esercizio.</p>
      )}
      {canComplete && !episode.completed && (
        <button
          type="button"
          className="button button--primary episode-card__action"
          disabled={complete.isPending}
          onClick={() => complete.mutate()}
        >
          {complete.isPending ? 'Salvataggio...' : 'Segna come completato'}
        </button>
      )}
    </section>
  );
}
