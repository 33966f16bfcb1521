import { plural } from '#common/format/plurals.ts';
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five toggle buttons for a 1-5 rating, each named for screen readers ('3 stelle su 5') and
 * pressed up to the chosen value, reachable with Tab like any button.
 */
export function FiveStarsInput(props: {
  value: number | null;
  onChange: (value: number) => void;
  labelledBy: string;
  describedBy?: string;
}) {
  const { value, onChange, labelledBy, describedBy } = props;
  return (
    <div
      className="survey-stars"
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {STARS.map((star) => (
        <button
          key={star}
          type="button"
          className={
            value !== null && star <= value
              ? 'survey-stars__star survey-stars__star--on'
              : 'survey-stars__star'
          }
          aria-label={`${plural(star, 'stella', 'stelle')} su 5`}
          aria-pressed={value === star}
          onClick={() => onChange(star)}
        >
          <span aria-hidden="true">★</span>
        </button>
      ))}
    </div>
  );
}
