/** Points for every correct answer, however slow. */
export const BASE_POINTS = 10;
/** The most a fast answer adds: one point less for every whole second the player takes. */
export const SPEED_BONUS_MAX = 10;

/**
 * Points for a correct answer given `elapsedMs` after its task was shown (by the server's clock,
 * so a slow network costs a little, a tampered client nothing): 20 within the first second, 19
 * within the second, … down to 10 from the tenth second on. A wrong answer scores nothing, and
 * never takes points away, so guessing wastes only time.
 */
export function pointsForCorrectAnswer(elapsedMs: number): number {
  const seconds = Math.floor(Math.max(0, elapsedMs) / 1000);
  return BASE_POINTS + Math.max(0, SPEED_BONUS_MAX - seconds);
}
