import { TextField } from '../editors/fields.tsx';
import { QuestionFields } from '../editors/question-fields.tsx';
import type { StudioQuestion } from './entity-updates.ts';

/**
 * One question of a journey quiz: what every question has (QuestionFields), and the explanation
 * the student reads with the answers once the quiz is passed.
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
  const label = `Domanda ${number}`;
  return (
    <QuestionFields
      question={question}
      label={label}
      place={place}
      errors={errors}
      onChange={onChange}
      onRemove={onRemove}
    >
      <TextField
        label={`Spiegazione: ${label}`}
        hint="Mostrata con le risposte, a quiz superato."
        multiline
        value={question.explanation}
        error={errors[`${place}.explanation`]}
        onChange={(explanation) => onChange((current) => ({ ...current, explanation }))}
      />
    </QuestionFields>
  );
}
