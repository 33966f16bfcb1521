/** Immutable list edits for the editors' arrays (episodes, quizzes, questions, authors). */
export function replaceAt<T>(items: readonly T[], index: number, change: (item: T) => T): T[] {
  return items.map((item, at) => (at === index ? change(item) : item));
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_item, at) => at !== index);
}

/** Moves the item at `index` by `by` places (-1 up, +1 down); out of range leaves the list. */
export function moveBy<T>(items: readonly T[], index: number, by: number): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}
