/** The first retry's wait, and the longest wait between two tries. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before the next try after `failures` failed ones in a row: doubling from one
 * second up to thirty, each wait drawn between its half and its whole. The draw matters after a
 * server restart: hundreds of open panels lose their socket at the same instant and would
 * otherwise all knock again at the same instants.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}
