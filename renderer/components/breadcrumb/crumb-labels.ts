import { useEffect, useSyncExternalStore } from 'react';

/**
 * What a page says about one crumb, by the crumb's path: a label (the loaded item's name instead
 * of the route's generic "Modulo") or `LEAVE_OUT` (a crumb that would lead nowhere, such as the
 * module crumb of a final test, which is no module).
 */
export const LEAVE_OUT = null;
export type CrumbLabel = string | typeof LEAVE_OUT;

type Labels = ReadonlyMap<string, CrumbLabel>;

// One store for the app: the breadcrumb sits in the layout, above the page that knows the names.
let labels: Labels = new Map();
const listeners = new Set<() => void>();

function update(change: (next: Map<string, CrumbLabel>) => void) {
  const next = new Map(labels);
  change(next);
  labels = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Names the crumb of `path` while the calling page is mounted. `undefined` (data not loaded
 * yet) leaves the route's label.
 */
export function useCrumbLabel(path: string, label: CrumbLabel | undefined) {
  useEffect(() => {
    if (label === undefined) return;
    update((next) => next.set(path, label));
    return () =>
      update((next) => {
        if (next.get(path) === label) next.delete(path);
      });
  }, [path, label]);
}

/** The labels pages have set, by path. */
export function useCrumbLabels(): Labels {
  return useSyncExternalStore(subscribe, () => labels);
}
