/**
 * The participation certificate of a live course (issue 13: "attendance above a threshold you
 * choose and state"): earned by being present for at least 60 % of the minutes broadcast by the
 * course's ended episodes. The certificate then states the minutes present as PCTO time.
 */
export const PARTICIPATION_SHARE = 0.6;

export function earnsParticipation(presentMinutes: number, broadcastMinutes: number): boolean {
  return broadcastMinutes > 0 && presentMinutes >= PARTICIPATION_SHARE * broadcastMinutes;
}
