import { SvgIcon } from './svg-icon.tsx';

/** A bell, for the notifications. */
export function BellIcon({ className }: { className?: string }) {
  return (
    <SvgIcon className={className}>
      <path
        d="M8 1.5a1 1 0 0 1 1 1v.6a4.2 4.2 0 0 1 3.2 4.1v2.6l1.3 1.9a.6.6 0 0 1-.5.9H3a.6.6 0 0 1-.5-.9l1.3-1.9V7.2A4.2 4.2 0 0 1 7 3.1v-.6a1 1 0 0 1 1-1Z"
        fill="currentColor"
      />
      <path d="M6.3 13.4a1.8 1.8 0 0 0 3.4 0Z" fill="currentColor" />
    </SvgIcon>
  );
}
