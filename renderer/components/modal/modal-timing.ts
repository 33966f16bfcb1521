/** Spec 01 §9: the modal's close animation. */
export const MODAL_CLOSE_ANIMATION_MS = 500;

/** The modal mounts closed and opens one tick later, so its CSS transition runs. */
export const MODAL_OPEN_DELAY_MS = 1;
