import { SvgIcon } from './svg-icon.tsx';

/** A bin, for deleting an item of a list. */
export function TrashIcon({ className }: { className?: string }) {
  return (
    <SvgIcon className={className}>
      <path
        d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 9h5.8l.6-9M7 7v4.5M9 7v4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}
