/** Spec 01 §9: a tooltip shows 200 ms after the pointer rests on its trigger. */
export const TOOLTIP_SHOW_DELAY_MS = 200;
