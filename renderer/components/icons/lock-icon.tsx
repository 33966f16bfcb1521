import { SvgIcon } from './svg-icon.tsx';

/** A padlock, for locked content. */
export function LockIcon({ className }: { className?: string }) {
  return (
    <SvgIcon className={className}>
      <path
        d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <rect x="2.5" y="7" width="11" height="8" rx="1.8" fill="currentColor" />
    </SvgIcon>
  );
}
