import { NumberField, SelectField } from '../editors/fields.tsx';
import { removeAt, replaceAt } from '../editors/list-updates.ts';
import { newQuestion, type StudioQuiz } from './entity-updates.ts';
import { QuestionEditor } from './question-editor.tsx';

const QUIZ_KINDS = [
  { value: 'quiz', label: 'Quiz' },
  { value: 'test', label: 'Test' },
  { value: 'final_test', label: 'Test finale' },
] as const;

/** A quiz resource's kind, pass percentage and questions. */
export function QuizFields(props: {
  quiz: StudioQuiz;
  place: string;
  errors: Record<string, string>;
  onChange: (change: (quiz: StudioQuiz) => StudioQuiz) => void;
}) {
  const { quiz, place, errors, onChange } = props;
  return (
    <>
      <div className="studio-grid">
        <SelectField
          label="Tipo di quiz"
          value={quiz.kind}
          options={QUIZ_KINDS}
          onChange={(kind) => onChange((current) => ({ ...current, kind }))}
        />
        <NumberField
          label="Percentuale per superarlo"
          value={quiz.pass_percentage}
          min={0}
          error={errors[`${place}.pass_percentage`]}
          onChange={(pass_percentage) => onChange((current) => ({ ...current, pass_percentage }))}
        />
      </div>
      {quiz.questions.length === 0 && <p className="studio-state">Ancora nessuna domanda.</p>}
      {quiz.questions.map((question, index) => (
        <QuestionEditor
          key={index}
          question={question}
          number={index + 1}
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
      {errors[`${place}.questions`] && (
        <p className="studio-field__error">{errors[`${place}.questions`]}</p>
      )}
      <button
        type="button"
        className="button button--ghost"
        onClick={() =>
          onChange((current) => ({ ...current, questions: [...current.questions, newQuestion()] }))
        }
      >
        Aggiungi una domanda
      </button>
    </>
  );
}
