import { answersProblem } from '#common/content-pack/rules.ts';
import { CheckboxField, SelectField, TextField } from '../editors/fields.tsx';
import { removeAt, replaceAt, type StudioQuestion } from './entity-updates.ts';

const QUESTION_TYPES = [
  { value: 'single_answer', label: 'Una sola risposta giusta' },
  { value: 'multiple_answer', label: 'Una o più risposte giuste' },
] as const;

const MAX_ANSWERS = 10;

/**
 * One question: text, type, explanation and 2-10 answers with their «giusta» toggles. The rule
 * of the right answers (rules.ts, the same the pack check and the checklist use) is shown beside
 * the answers as the author changes them.
 */
export function QuestionEditor(props: {
  question: StudioQuestion;
  number: number;
  place: string;
  errors: Record<string, string>;
  onChange: (change: (question: StudioQuestion) => StudioQuestion) => void;
  onRemove: () => void;
}) {
  const { question, number, place, errors, onChange, onRemove } = props;
  const rule = answersProblem(question);
  const answersError = errors[`${place}.answers`];
  return (
    <fieldset className="studio-question">
      <legend>Domanda {number}</legend>
      <TextField
        label={`Testo della domanda ${number}`}
        multiline
        value={question.text}
        error={errors[`${place}.text`]}
        onChange={(text) => onChange((current) => ({ ...current, text }))}
      />
      <SelectField
        label={`Tipo della domanda ${number}`}
        value={question.type}
        options={QUESTION_TYPES}
        onChange={(type) => onChange((current) => ({ ...current, type }))}
      />
      {question.answers.map((answer, index) => (
        <div className="studio-answer" key={index}>
          <TextField
            label={`Risposta ${index + 1} della domanda ${number}`}
            value={answer.text}
            error={errors[`${place}.answers[${index}].text`]}
            onChange={(text) =>
              onChange((current) => ({
                ...current,
                answers: replaceAt(current.answers, index, (item) => ({ ...item, text })),
              }))
            }
          />
          <CheckboxField
            label={`Risposta ${index + 1} giusta`}
            checked={answer.correct}
            onChange={(correct) =>
              onChange((current) => ({
                ...current,
                answers: replaceAt(current.answers, index, (item) => ({ ...item, correct })),
              }))
            }
          />
          <button
            type="button"
            className="button button--ghost studio-small"
            aria-label={`Togli la risposta ${index + 1} della domanda ${number}`}
            disabled={question.answers.length <= 2}
            onClick={() =>
              onChange((current) => ({ ...current, answers: removeAt(current.answers, index) }))
            }
          >
            Togli
          </button>
        </div>
      ))}
      {(rule ?? answersError) && (
        <p className="studio-rule" role="status">
          {rule ?? answersError}
        </p>
      )}
      <div className="studio-row">
        <button
          type="button"
          className="button button--ghost studio-small"
          disabled={question.answers.length >= MAX_ANSWERS}
          onClick={() =>
            onChange((current) => ({
              ...current,
              answers: [...current.answers, { text: '', correct: false }],
            }))
          }
        >
          Aggiungi una risposta alla domanda {number}
        </button>
      </div>
      <TextField
        label={`Spiegazione della domanda ${number}`}
        hint="Mostrata con le risposte, a quiz superato."
        multiline
        value={question.explanation}
        error={errors[`${place}.explanation`]}
        onChange={(explanation) => onChange((current) => ({ ...current, explanation }))}
      />
      {/* Removing closes the question, after its explanation: it was between the answers and
          the explanation, where it read as part of the answers. */}
      <div className="studio-row">
        <button type="button" className="button button--ghost studio-small" onClick={onRemove}>
          Rimuovi la domanda {number}
        </button>
      </div>
    </fieldset>
  );
}
