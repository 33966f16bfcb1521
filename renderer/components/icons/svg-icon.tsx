import type { ReactNode } from 'react';

/**
 * The frame of our small SVG icons: a 16×16 drawing at the size and colour of the text around
 * it, hidden from assistive technology (the control that holds it carries the label). Icons are
 * SVG rather than emoji because lab PCs without an emoji font showed empty boxes.
 */
export function SvgIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
