import { useId } from 'react';
import type { SurveyQuestion } from '#common/api/surveys/index.ts';
import { FiveStarsInput } from './five-stars-input.tsx';
import { textLimitOf, type AnswerDraft } from './survey-form.ts';

/** One question of the survey with the input its type needs and its error, if any. */
export function SurveyQuestionField(props: {
  question: SurveyQuestion;
  answer: AnswerDraft;
  error: string | undefined;
  onChange: (answer: AnswerDraft) => void;
}) {
  const { question, answer, error, onChange } = props;
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const limit = textLimitOf(question);
  const describedBy = error ? errorId : undefined;

  const label = (
    <>
      {question.text}
      {question.mandatory && (
        <>
          <span aria-hidden="true" className="survey-question__mandatory">
            {' '}
            *
          </span>
          <span className="visually-hidden"> (obbligatoria)</span>
        </>
      )}
    </>
  );

  return (
    <div className="survey-question">
      {question.type === 'multiplechoice' || question.type === 'listradio' ? (
        <fieldset className="survey-question__choices" aria-describedby={describedBy}>
          <legend id={labelId} className="survey-question__label">
            {label}
          </legend>
          {question.answers.map((option) => {
            const checked = answer.answerIds.includes(option.id);
            return (
              <label key={option.id} className="survey-question__choice">
                <input
                  type={question.type === 'listradio' ? 'radio' : 'checkbox'}
                  name={id}
                  value={option.id}
                  checked={checked}
                  onChange={() =>
                    onChange({
                      ...answer,
                      answerIds:
                        question.type === 'listradio'
                          ? [option.id]
                          : checked
                            ? answer.answerIds.filter((a) => a !== option.id)
                            : [...answer.answerIds, option.id],
                    })
                  }
                />{' '}
                {option.text}
              </label>
            );
          })}
        </fieldset>
      ) : question.type === 'fivestars' ? (
        <>
          <p id={labelId} className="survey-question__label">
            {label}
          </p>
          <FiveStarsInput
            value={answer.stars}
            labelledBy={labelId}
            describedBy={describedBy}
            onChange={(stars) => onChange({ ...answer, stars })}
          />
        </>
      ) : (
        <>
          <label id={labelId} htmlFor={`${id}-text`} className="survey-question__label">
            {label}
          </label>
          {question.type === 'longfreetext' ? (
            <textarea
              id={`${id}-text`}
              className="text-input survey-question__text"
              rows={4}
              value={answer.text}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-count${error ? ` ${errorId}` : ''}`}
              onChange={(event) => onChange({ ...answer, text: event.target.value })}
            />
          ) : (
            <input
              id={`${id}-text`}
              type="text"
              className="text-input survey-question__text"
              value={answer.text}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-count${error ? ` ${errorId}` : ''}`}
              onChange={(event) => onChange({ ...answer, text: event.target.value })}
            />
          )}
          <p id={`${id}-count`} className="survey-question__count">
            {answer.text.length}/{limit}
          </p>
        </>
      )}
      {error && (
        <p id={errorId} className="survey-question__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
