/**
 * The request header with which an author (admin flag) reads the student pages of the journey
 * with a pack's draft applied: its value is the pack's key. The renderer sends it on every call
 * while the preview is on; the server applies the draft in a transaction it always rolls back,
 * and refuses every write that carries it.
 */
export const PREVIEW_HEADER = 'x-tj-preview';
