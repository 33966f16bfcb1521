import { useState, type FormEvent } from 'react';
import { answerField, type Survey } from '#common/api/surveys/index.ts';
import { formErrorOf } from '../../lib/http/form-error.ts';
import { useSubmitSurveyResponse } from '../../lib/surveys/survey-queries.ts';
import { Modal } from '../modal/modal.tsx';
import { answersOf, draftErrors, draftOf, type SurveyDraft } from './survey-form.ts';
import { SurveyQuestionField } from './survey-question-field.tsx';
import './survey.css';

/**
 * The feedback survey as a modal dialog: the questions in order with an input per type, the
 * mandatory ones marked. 'Invia' checks what it can, then the server's 422 details show beside
 * the fields; 'Salta', the X and Escape skip it. A 409 (answered meanwhile, in another tab)
 * closes it as answered.
 */
export function SurveyDialog(props: {
  open: boolean;
  survey: Survey;
  position: string;
  onAnswered: () => void;
  onSkip: () => void;
}) {
  const { open, survey, position, onAnswered, onSkip } = props;
  const [draft, setDraft] = useState<SurveyDraft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const submit = useSubmitSurveyResponse();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const local = draftErrors(survey, draft);
    setErrors(local);
    setFormMessage(null);
    if (Object.keys(local).length > 0) return;
    submit.mutate(
      { survey_id: survey.id, position, answers: answersOf(survey, draft) },
      {
        onSuccess: onAnswered,
        onError: (error) => {
          const refused = formErrorOf(error);
          if (refused.status === 409) {
            onAnswered();
            return;
          }
          setErrors(refused.details);
          setFormMessage(refused.message);
        },
      },
    );
  };

  return (
    <Modal open={open} title={survey.title} onClose={onSkip} closeDisabled={submit.isPending}>
      <form className="survey-form" noValidate onSubmit={send}>
        <p className="survey-form__hint">
          Ci aiuti a migliorare? Le risposte sono anonime. Le domande con * sono obbligatorie.
        </p>
        {survey.questions.map((question) => (
          <SurveyQuestionField
            key={question.id}
            question={question}
            answer={draftOf(draft, question.id)}
            error={errors[answerField(question.id)]}
            onChange={(answer) => setDraft((current) => ({ ...current, [question.id]: answer }))}
          />
        ))}
        {formMessage && (
          <p className="survey-question__error" role="alert">
            {formMessage}
          </p>
        )}
        <div className="survey-form__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={submit.isPending}
            onClick={onSkip}
          >
            Salta
          </button>
          <button type="submit" className="button button--primary" disabled={submit.isPending}>
            {submit.isPending ? 'Invio...' : 'Invia'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
