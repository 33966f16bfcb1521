/**
 * Meteor's EJSON sends dates as `{ $date: <ms> }`; Rocket.Chat's realtime messages carry them
 * so, where its REST API (and our chat service) writes ISO strings. Turning them into ISO
 * strings lets one schema read a pushed message from either server.
 */
export function withIsoDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withIsoDates);
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && keys[0] === '$date' && typeof record.$date === 'number') {
    return new Date(record.$date).toISOString();
  }
  return Object.fromEntries(keys.map((key) => [key, withIsoDates(record[key])]));
}
