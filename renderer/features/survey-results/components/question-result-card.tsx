import type { QuestionResult } from '#common/api/surveys/index.ts';
import { formatDecimal } from '#common/format/numbers.ts';
import { plural } from '#common/format/plurals.ts';

const TYPE_LABELS: Record<QuestionResult['type'], string> = {
  multiplechoice: 'Scelta multipla',
  listradio: 'Scelta singola',
  fivestars: 'Stelle',
  shortfreetext: 'Testo breve',
  longfreetext: 'Testo lungo',
};

/** A count as a labelled bar, its width the share of the largest count. */
function CountBar({ label, count, max }: { label: string; count: number; max: number }) {
  return (
    <li className="survey-results__bar">
      <span className="survey-results__bar-label">{label}</span>
      <span className="survey-results__bar-track" aria-hidden="true">
        <span
          className="survey-results__bar-fill"
          style={{ width: `${max > 0 ? (count / max) * 100 : 0}%` }}
        />
      </span>
      <span className="survey-results__bar-count">{count}</span>
    </li>
  );
}

/** One question's results: option counts, the stars with their average, or the free texts. */
export function QuestionResultCard({ question }: { question: QuestionResult }) {
  const optionMax = Math.max(0, ...question.options.map((option) => option.count));
  const starMax = Math.max(0, ...question.star_counts);
  return (
    <article className="survey-results__card" aria-labelledby={`question-${question.id}`}>
      <h3 id={`question-${question.id}`} className="survey-results__question">
        {question.order}. {question.text}
      </h3>
      <p className="survey-results__meta">
        {TYPE_LABELS[question.type]}
        {question.mandatory ? ', obbligatoria' : ''} ·{' '}
        {plural(question.answered, 'risposta', 'risposte')}
      </p>
      {question.options.length > 0 && (
        <ul className="survey-results__bars">
          {question.options.map((option) => (
            <CountBar key={option.id} label={option.text} count={option.count} max={optionMax} />
          ))}
        </ul>
      )}
      {question.type === 'fivestars' && (
        <>
          <p className="survey-results__average">
            {question.average_stars === null
              ? 'Ancora nessun voto.'
              : `Media ${formatDecimal(question.average_stars, 1)} su 5`}
          </p>
          <ul className="survey-results__bars">
            {question.star_counts.map((count, index) => (
              <CountBar
                key={index}
                label={plural(index + 1, 'stella', 'stelle')}
                count={count}
                max={starMax}
              />
            ))}
          </ul>
        </>
      )}
      {(question.type === 'shortfreetext' || question.type === 'longfreetext') &&
        (question.texts.length === 0 ? (
          <p className="survey-results__meta">Nessun testo.</p>
        ) : (
          <ul className="survey-results__texts">
            {question.texts.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        ))}
    </article>
  );
}
