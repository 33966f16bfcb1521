import type {
  StudioItemKind,
  StudioItemState,
  StudioProblem,
  StudioWorkspace,
} from '#common/api/studio/studio.ts';

/** The draft states an author sees beside each item (published items show nothing). */
export const STATE_LABELS: Record<StudioItemState['state'], string | null> = {
  new: 'Nuovo',
  changed: 'Modificato',
  retired: 'Ritirato',
  published: null,
};

export const KIND_LABELS: Record<StudioItemKind, string> = {
  pack: 'Pacchetto',
  level: 'Livello',
  entity: 'Elemento',
  on_demand: 'Elenco on demand',
  singles: 'Vetrina della home',
  collection: 'Raccolta',
  live_course: 'Corso live',
};

export const ENTITY_TYPE_LABELS: Record<string, string> = {
  module: 'Modulo',
  pit_stop: 'Pit stop',
  focus: 'Focus',
  final_test: 'Test finale',
  on_demand: 'On demand',
};

export function itemState(
  workspace: StudioWorkspace,
  kind: StudioItemKind,
  key: string,
): StudioItemState | null {
  return workspace.items.find((item) => item.kind === kind && item.key === key) ?? null;
}

/** The checklist's lines about one item. */
export function problemsOf(
  problems: readonly StudioProblem[],
  kind: StudioItemKind,
  key: string,
): StudioProblem[] {
  return problems.filter((problem) => problem.kind === kind && problem.key === key);
}

/** An entity's title by key (the key itself when the draft has no such entity). */
export function entityTitle(workspace: StudioWorkspace, key: string): string {
  return workspace.draft.entities.find((entity) => entity.key === key)?.title ?? key;
}
