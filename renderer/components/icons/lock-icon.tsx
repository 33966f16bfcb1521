/**
 * A padlock drawn in SVG. The emoji it replaces has no glyph in the fonts of many lab PCs
 * (Linux without an emoji font showed an empty box); the SVG looks the same everywhere and takes
 * the text colour.
 */
export function LockIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <rect x="2.5" y="7" width="11" height="8" rx="1.8" fill="currentColor" />
    </svg>
  );
}
