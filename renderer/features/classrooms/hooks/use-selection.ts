import { useCallback, useMemo, useState } from 'react';

/**
 * A set of chosen ids, kept to the ids still listed: a student removed or moved away drops out
 * of the selection by itself, so an action never runs on someone no longer shown.
 */
export function useSelection(ids: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const key = ids.join('\n');
  const selected = useMemo(() => {
    const listed = new Set(key ? key.split('\n') : []);
    return new Set([...chosen].filter((id) => listed.has(id)));
  }, [chosen, key]);

  const toggle = useCallback((id: string) => {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const toggleAll = useCallback(() => {
    const listed = key ? key.split('\n') : [];
    setChosen((current) =>
      listed.length > 0 && listed.every((id) => current.has(id)) ? new Set() : new Set(listed),
    );
  }, [key]);

  return { selected, toggle, toggleAll };
}
