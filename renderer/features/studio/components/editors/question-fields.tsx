import { useId, type ReactNode } from 'react';
import { answersProblem } from '#common/content-pack/rules.ts';
import { SelectField, TextField } from './fields.tsx';
import { removeAt, replaceAt } from './list-updates.ts';

/** What a journey question and a live question share. */
interface QuestionShape {
  text: string;
  type: 'single_answer' | 'multiple_answer';
  answers: { text: string; correct: boolean }[];
}

const QUESTION_TYPES = [
  { value: 'single_answer', label: 'Una sola risposta giusta' },
  { value: 'multiple_answer', label: 'Una o più risposte giuste' },
] as const;

const MIN_ANSWERS = 2;
const MAX_ANSWERS = 10;

/**
 * One question of a journey quiz or of a live quiz: text, type, 2-10 answers with their
 * «giusta» toggles, then what only that kind of question has (`children`), and its removal.
 * The rule of the right answers (rules.ts, the same the pack check and the checklist use) is
 * shown under the answers as the author changes them, and read with the question.
 *
 * Every control's name ends with the question's `label` («Domanda 2 di «Phishing»»), so that
 * among several questions each «giusta» and each «Togli» says which answer it is about.
 */
export function QuestionFields<Question extends QuestionShape>(props: {
  question: Question;
  label: string;
  /** The question's place in the saved document, which the server's errors are keyed by. */
  place: string;
  errors: Record<string, string>;
  onChange: (change: (question: Question) => Question) => void;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const { question, label, place, errors, onChange, onRemove, children } = props;
  const id = useId();
  const rule = answersProblem(question) ?? errors[`${place}.answers`];
  const setAnswers = (change: (answers: QuestionShape['answers']) => QuestionShape['answers']) =>
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
          <label className="studio-answer__correct">
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
        <p id={`${id}-rule`} className="studio-rule" role="status">
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
      </div>
      {children}
      {/* Removing closes the question, after what only its kind has (a journey question's
          explanation): between the answers and the explanation it read as part of the answers. */}
      <div className="studio-row">
        <button type="button" className="button button--ghost studio-small" onClick={onRemove}>
          Elimina: {label}
        </button>
      </div>
    </fieldset>
  );
}
