/** Where a tooltip goes: below its trigger, above when it does not fit, kept inside the window. */
export interface TooltipPlacement {
  top: number;
  left: number;
  side: 'below' | 'above';
}

/** Space kept between the tooltip and the window's edges, in CSS pixels. */
export const VIEWPORT_MARGIN = 8;

/**
 * The tooltip's box touches its trigger's edge (the visible gap is padding inside the tooltip),
 * so the pointer can move from the trigger onto the tooltip without leaving both (WCAG 1.4.13,
 * hoverable).
 */
export function placeTooltip(
  trigger: { top: number; bottom: number; left: number; width: number },
  tooltip: { width: number; height: number },
  viewport: { width: number; height: number },
): TooltipPlacement {
  const fitsBelow = trigger.bottom + tooltip.height <= viewport.height - VIEWPORT_MARGIN;
  const fitsAbove = trigger.top - tooltip.height >= VIEWPORT_MARGIN;
  const side = fitsBelow || !fitsAbove ? 'below' : 'above';
  const centred = trigger.left + trigger.width / 2 - tooltip.width / 2;
  const rightmost = viewport.width - VIEWPORT_MARGIN - tooltip.width;
  const left = Math.max(VIEWPORT_MARGIN, Math.min(centred, rightmost));
  return { side, left, top: side === 'below' ? trigger.bottom : trigger.top - tooltip.height };
}
