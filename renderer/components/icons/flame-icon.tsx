/**
 * A flame drawn in SVG, for the streak: like the padlock, the emoji has no glyph on lab PCs
 * without an emoji font, and the SVG takes the text colour everywhere.
 */
export function FlameIcon({ className }: { className?: string }) {
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
        d="M8 1c.4 2.2-1 3.4-2.2 4.7C4.6 7 3.5 8.3 3.5 10.2A4.5 4.5 0 0 0 8 14.7a4.5 4.5 0 0 0 4.5-4.5c0-1.7-.8-3-1.7-4 .1 1.2-.4 2.1-1.2 2.5.3-2.6-.5-5.6-1.6-7.7Z"
        fill="currentColor"
      />
    </svg>
  );
}
