import type { ButtonHTMLAttributes, HTMLAttributes, Ref } from 'react';
import { chipTypeClass, type ChipType } from './chip-types.ts';
import './chip.css';

const classes = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/**
 * The one chip (issue 26): a short label in one of the spec's chip types, coloured from the
 * design tokens so that every type reads at 4.5:1 or more (chip-contrast.test.ts). Other span
 * attributes pass through, so a chip can be a tooltip's trigger.
 */
export function Chip({
  type,
  className,
  ref,
  ...rest
}: { type: ChipType; ref?: Ref<HTMLSpanElement> } & HTMLAttributes<HTMLSpanElement>) {
  return <span ref={ref} className={classes('chip', chipTypeClass(type), className)} {...rest} />;
}

/**
 * A chip that is a toggle button (aria-pressed): neutral while off, in its `type`'s colours while
 * on, with a check mark so the state is not told by colour alone (WCAG 1.4.1). `checkMark={false}`
 * is for chips whose text already shows the state (a star).
 */
export function ToggleChip({
  type = 'module',
  pressed,
  checkMark = true,
  className,
  children,
  ...rest
}: {
  type?: ChipType;
  pressed: boolean;
  checkMark?: boolean;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-pressed'>) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={classes(
        'chip',
        'chip--toggle',
        chipTypeClass(pressed ? type : 'neutral'),
        className,
      )}
      {...rest}
    >
      {pressed && checkMark && (
        <span className="chip__check" aria-hidden="true">
          ✓
        </span>
      )}
      {children}
    </button>
  );
}
