import type { StudioLiveCourse } from '#common/api/studio/studio.ts';
import { NumberField, SelectField, TextField } from '../../components/editors/fields.tsx';
import { removeAt, replaceAt } from '../../components/editors/list-updates.ts';
import { QuestionFields } from '../../components/editors/question-fields.tsx';
import { newQuestion, type LiveQuiz } from '../new-items.ts';

/** One live quiz: title, the episode it belongs to (optional), pass percentage, questions. */
export function LiveQuizEditor(props: {
  quiz: LiveQuiz;
  episodes: StudioLiveCourse['episodes'];
  place: string;
  errors: Record<string, string>;
  onChange: (change: (quiz: LiveQuiz) => LiveQuiz) => void;
  onRemove: () => void;
}) {
  const { quiz, episodes, place, errors, onChange, onRemove } = props;
  const name = quiz.title || quiz.key;
  const options = [
    { value: '', label: 'Nessun episodio' },
    ...episodes.map((episode) => ({ value: episode.key, label: episode.title || episode.key })),
  ];
  return (
    <article className="studio-live-item" aria-label={`Quiz «${name}»`}>
      <h3 className="studio-subtitle">{name}</h3>
      <TextField
        label={`Titolo del quiz «${name}»`}
        value={quiz.title}
        error={errors[`${place}.title`]}
        onChange={(title) => onChange((current) => ({ ...current, title }))}
      />
      <SelectField
        label={`Episodio del quiz «${name}»`}
        value={quiz.episode_key ?? ''}
        options={options}
        error={errors[`${place}.episode_key`]}
        onChange={(episodeKey) =>
          onChange((current) => {
            const { episode_key: _old, ...rest } = current;
            return episodeKey === '' ? rest : { ...rest, episode_key: episodeKey };
          })
        }
      />
      <NumberField
        label={`Percentuale per superare «${name}»`}
        min={0}
        max={100}
        value={quiz.pass_percentage}
        error={errors[`${place}.pass_percentage`]}
        onChange={(pass) => onChange((current) => ({ ...current, pass_percentage: pass }))}
      />
      {quiz.questions.map((question, index) => (
        <QuestionFields
          key={index}
          question={question}
          label={`Domanda ${index + 1} di «${name}»`}
          place={`${place}.questions[${index}]`}
          errors={errors}
          onChange={(change) =>
            onChange((current) => ({
              ...current,
              questions: replaceAt(current.questions, index, change),
            }))
          }
          onRemove={() =>
            onChange((current) => ({ ...current, questions: removeAt(current.questions, index) }))
          }
        />
      ))}
      <div className="studio-row">
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            onChange((current) => ({
              ...current,
              questions: [...current.questions, newQuestion()],
            }))
          }
        >
          Aggiungi una domanda a «{name}»
        </button>
        <button type="button" className="button button--ghost" onClick={onRemove}>
          Elimina il quiz «{name}»
        </button>
      </div>
    </article>
  );
}
