/**
 * The message of a field, or of something inside it (`tags` shows the message of `tags[2]`):
 * the draft's errors are keyed by the exact path the schema reported.
 */
export function errorAt(errors: Record<string, string>, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const inside = Object.keys(errors).find(
    (place) => place.startsWith(`${path}[`) || place.startsWith(`${path}.`),
  );
  return inside === undefined ? undefined : errors[inside];
}

/** An optional link field: an empty input leaves the field out of the item. */
export function optionalText(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}
