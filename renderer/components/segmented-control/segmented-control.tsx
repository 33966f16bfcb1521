import './segmented-control.css';

/**
 * A choice among a few views as a row of toggle buttons (aria-pressed), for pages that show one
 * list at a time: the moderation's "to judge / hidden", the survey results' two surveys.
 */
export function SegmentedControl<T extends string>(props: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="segmented-control" role="group" aria-label={props.label}>
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="segmented-control__button"
          aria-pressed={props.value === option.value}
          onClick={() => props.onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
