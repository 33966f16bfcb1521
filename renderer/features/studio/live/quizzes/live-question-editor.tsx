import { useId } from 'react';
import { answersProblem } from '#common/content-pack/rules.ts';
import { SelectField, TextField } from '../../components/editors/fields.tsx';
import { removeAt, replaceAt } from '../list-updates.ts';
import type { LiveQuestion } from '../new-items.ts';

const QUESTION_TYPES = [
  { value: 'single_answer', label: 'Una sola risposta giusta' },
  { value: 'multiple_answer', label: 'Una o più risposte giuste' },
] as const;

const MIN_ANSWERS = 2;
const MAX_ANSWERS = 10;

/**
 * One live question: text, type, 2-10 answers with their «giusta» toggles, and beside the
 * answers the rule of the right answers (rules.ts: the same the checklist and the packs use).
 */
export function LiveQuestionEditor(props: {
  question: LiveQuestion;
  label: string;
  place: string;
  errors: Record<string, string>;
  onChange: (change: (question: LiveQuestion) => LiveQuestion) => void;
  onRemove: () => void;
}) {
  const { question, label, place, errors, onChange, onRemove } = props;
  const id = useId();
  const rule = answersProblem(question) ?? errors[`${place}.answers`];
  const setAnswers = (change: (answers: LiveQuestion['answers']) => LiveQuestion['answers']) =>
    onChange((current) => ({ ...current, answers: change(current.answers) }));
  return (
    <fieldset className="studio-question" aria-describedby={rule ? `${id}-rule` : undefined}>
      <legend>{label}</legend>
      <TextField
        label={`Testo: ${label}`}
        multiline
        value={question.text}
        error={errors[`${place}.text`]}
        onChange={(text) => onChange((current) => ({ ...current, text }))}
      />
      <SelectField
        label={`Tipo: ${label}`}
        value={question.type}
        options={QUESTION_TYPES}
        onChange={(type) => onChange((current) => ({ ...current, type }))}
      />
      {question.answers.map((answer, index) => (
        <div className="studio-answer" key={index}>
          <TextField
            label={`Risposta ${index + 1} (${label})`}
            value={answer.text}
            error={errors[`${place}.answers[${index}].text`]}
            onChange={(text) =>
              setAnswers((answers) => replaceAt(answers, index, (item) => ({ ...item, text })))
            }
          />
          <label className="studio-live-toggle">
            <input
              type="checkbox"
              checked={answer.correct}
              onChange={(event) => {
                const correct = event.target.checked;
                setAnswers((answers) =>
                  replaceAt(answers, index, (item) => ({ ...item, correct })),
                );
              }}
            />
            giusta
            <span className="visually-hidden">
              : risposta {index + 1} ({label})
            </span>
          </label>
          <button
            type="button"
            className="button button--ghost studio-small"
            aria-label={`Togli la risposta ${index + 1} (${label})`}
            disabled={question.answers.length <= MIN_ANSWERS}
            onClick={() => setAnswers((answers) => removeAt(answers, index))}
          >
            Togli
          </button>
        </div>
      ))}
      {rule && (
        <p id={`${id}-rule`} className="studio-field__error">
          {rule}
        </p>
      )}
      <div className="studio-row">
        <button
          type="button"
          className="button button--ghost studio-small"
          disabled={question.answers.length >= MAX_ANSWERS}
          onClick={() => setAnswers((answers) => [...answers, { text: '', correct: false }])}
        >
          Aggiungi una risposta ({label})
        </button>
        <button type="button" className="button button--ghost studio-small" onClick={onRemove}>
          Elimina: {label}
        </button>
      </div>
    </fieldset>
  );
}
