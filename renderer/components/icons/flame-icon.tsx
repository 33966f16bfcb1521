import { SvgIcon } from './svg-icon.tsx';

/** A flame, for the streak. */
export function FlameIcon({ className }: { className?: string }) {
  return (
    <SvgIcon className={className}>
      <path
        d="M8 1c.4 2.2-1 3.4-2.2 4.7C4.6 7 3.5 8.3 3.5 10.2A4.5 4.5 0 0 0 8 14.7a4.5 4.5 0 0 0 4.5-4.5c0-1.7-.8-3-1.7-4 .1 1.2-.4 2.1-1.2 2.5.3-2.6-.5-5.6-1.6-7.7Z"
        fill="currentColor"
      />
    </SvgIcon>
  );
}
