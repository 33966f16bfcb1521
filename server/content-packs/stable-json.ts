/**
 * A text of a value that is the same for equal values: object keys sorted, undefined fields
 * left out. Comparing these is how an import tells an unchanged item from a changed one.
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}
