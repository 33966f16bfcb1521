import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import type {
  studioItemBodySchemas,
  StudioItemKind,
  StudioWorkspace,
} from '#common/api/studio/studio.ts';
import { getEndpointData, invalidateEndpoints } from '../../../lib/query/index.ts';
import {
  isConflict,
  studioErrorOf,
  useSaveStudioItem,
  useStudioWorkspace,
  useUndoStudioItem,
  workspaceItem,
} from '../api/index.ts';
import { saveStatusText, type SaveStatus } from './save-status.ts';
import { validateStudioItem } from './studio-validation.ts';

/** The body of an item of kind K, as the workspace gives it and saveStudioItem takes it. */
export type StudioItemBody<K extends StudioItemKind> = z.output<(typeof studioItemBodySchemas)[K]>;

export interface StudioDraftOptions<K extends StudioItemKind> {
  pack: string;
  kind: K;
  /** The item's key (pack, on_demand, singles: the pack's key). */
  key: string;
  /** Quiet time after the last valid change before it is saved. */
  delayMs?: number;
}

type Updater<T> = T | ((current: T) => T);

interface Loaded<T> {
  value: T | null;
  revision: number;
  canUndo: boolean;
}

/**
 * The editor state of one studio item, saved as the author types (docs/studio.md):
 * - `value` is the local body (null: the item is not in the draft, e.g. retired); `setValue`
 *   changes it and validates it with the item's draft schema, `errors` holding one Italian
 *   message per field path (`sections[0].title`), server-side 422 details included;
 * - a valid value is saved `delayMs` after the last change (one save at a time, with the
 *   revision of the last answer); an invalid one is never sent;
 * - a 409 (someone else saved) keeps the local edits, stops saving and shows the server's
 *   message; `reload()` discards the local edits and starts again from the server's item;
 * - `undo()` undoes the caller's last change when `canUndo`; `retire()` saves `item: null`.
 * `statusText` is the line to show: «Salvataggio…», «Salvato alle 10:32», «Modifiche non
 * salvate: correggi i campi segnati», or the 409's message.
 */
export function useStudioDraft<K extends StudioItemKind>({
  pack,
  kind,
  key,
  delayMs = 800,
}: StudioDraftOptions<K>) {
  type Body = StudioItemBody<K>;
  const queryClient = useQueryClient();
  const workspace = useStudioWorkspace(pack);
  const saveCall = useSaveStudioItem(pack);
  const undoCall = useUndoStudioItem(pack);

  const [loaded, setLoaded] = useState<Loaded<Body> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });

  // Refs, not state: the debounced save reads the newest value and revision when it fires.
  const latest = useRef<Body | null>(null);
  const revision = useRef(0);
  const dirty = useRef(false);
  const inFlight = useRef(false);
  const conflicted = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Starts again from the server's item (after a reload or an undo). */
  const start = useCallback(
    (data: StudioWorkspace) => {
      const fresh = loadedFrom<Body>(data, kind, key);
      latest.current = fresh.value;
      revision.current = fresh.revision;
      dirty.current = false;
      conflicted.current = false;
      setLoaded(fresh);
      setErrors({});
    },
    [kind, key],
  );

  // The editor starts from the workspace once; later refetches (after each save) do not
  // replace what the author is typing. State set while rendering, the refs after it.
  if (loaded === null && workspace.data) setLoaded(loadedFrom<Body>(workspace.data, kind, key));
  const first = useRef<Loaded<Body> | null>(null);
  useEffect(() => {
    if (loaded === null || first.current !== null) return;
    first.current = loaded;
    latest.current = loaded.value;
    revision.current = loaded.revision;
  }, [loaded]);

  // The newest flush, for the timers and the unmount below (set after each render).
  const flushRef = useRef<() => Promise<void>>(async () => undefined);

  const failed = useCallback((error: unknown) => {
    const refused = studioErrorOf(error);
    dirty.current = true;
    if (isConflict(refused)) {
      conflicted.current = true;
      setStatus({ kind: 'conflict', message: refused.message });
    } else if (refused.status === 422 && Object.keys(refused.details).length > 0) {
      setErrors(refused.details);
      setStatus({ kind: 'invalid' });
    } else {
      setStatus({ kind: 'error', message: refused.message });
    }
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current || conflicted.current || !dirty.current) return;
    const check = validateStudioItem(kind, latest.current);
    if (!check.ok) return;
    inFlight.current = true;
    dirty.current = false;
    setStatus({ kind: 'saving' });
    try {
      const state = await saveCall.mutateAsync({
        kind,
        key,
        revision: revision.current,
        item: check.data,
      });
      revision.current = state.revision;
      setLoaded((current) =>
        current ? { ...current, revision: state.revision, canUndo: state.can_undo } : current,
      );
      setStatus({ kind: 'saved', at: new Date() });
    } catch (error) {
      failed(error);
    } finally {
      inFlight.current = false;
    }
    // Changes typed while the save ran go out after it, with the revision it answered.
    if (dirty.current && !conflicted.current) {
      timer.current = setTimeout(() => void flushRef.current(), 0);
    }
  }, [kind, key, saveCall, failed]);

  const setValue = useCallback(
    (next: Updater<Body>) => {
      const current = latest.current;
      if (current === null) return;
      const value = typeof next === 'function' ? (next as (current: Body) => Body)(current) : next;
      latest.current = value;
      setLoaded((state) => (state ? { ...state, value } : state));
      const check = validateStudioItem(kind, value);
      setErrors(check.errors);
      dirty.current = true;
      clearTimeout(timer.current);
      if (conflicted.current) return;
      if (!check.ok) {
        setStatus({ kind: 'invalid' });
        return;
      }
      setStatus({ kind: 'pending' });
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [kind, delayMs, flush],
  );

  /** Discards the local edits and starts again from the server's item. */
  const reload = useCallback(async () => {
    clearTimeout(timer.current);
    await invalidateEndpoints(queryClient, [studioEndpoints.getStudioWorkspace]);
    const data = getEndpointData(queryClient, studioEndpoints.getStudioWorkspace, {
      params: { pack },
    });
    if (data) start(data);
    setStatus({ kind: 'idle' });
  }, [queryClient, pack, start]);

  /** Undoes the caller's last change of this item, then shows the item as it is now. */
  const undo = useCallback(async () => {
    clearTimeout(timer.current);
    try {
      await undoCall.mutateAsync({ kind, key, revision: revision.current });
      await reload();
    } catch (error) {
      failed(error);
    }
  }, [undoCall, kind, key, reload, failed]);

  /** Retires the item (saves `item: null`); true when the server took it. */
  const retire = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    if (conflicted.current) return false;
    try {
      await saveCall.mutateAsync({ kind, key, revision: revision.current, item: null });
      dirty.current = false;
      setStatus({ kind: 'saved', at: new Date() });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }, [saveCall, kind, key, failed]);

  // Leaving the editor sends a change still waiting for its quiet time instead of losing it.
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);
  // The cleanup must run on unmount only, hence the ref instead of a dependency.
  useEffect(
    () => () => {
      if (timer.current !== undefined && dirty.current) void flushRef.current();
      clearTimeout(timer.current);
    },
    [],
  );

  return {
    /** False until the workspace is loaded; `error` when it could not be. */
    ready: loaded !== null,
    error: workspace.error,
    value: loaded?.value ?? null,
    setValue,
    errors,
    status,
    statusText: saveStatusText(status),
    revision: loaded?.revision ?? 0,
    canUndo: (loaded?.canUndo ?? false) && status.kind !== 'conflict',
    conflict: status.kind === 'conflict' ? status.message : null,
    /** Saves a pending valid change now (e.g. before leaving). */
    saveNow: flush,
    reload,
    undo,
    retire,
  };
}

export type StudioDraft<K extends StudioItemKind> = ReturnType<typeof useStudioDraft<K>>;

function loadedFrom<T>(data: StudioWorkspace, kind: StudioItemKind, key: string): Loaded<T> {
  const item = workspaceItem(data, kind, key);
  return { value: (item.body ?? null) as T | null, revision: item.revision, canUndo: item.canUndo };
}
