import type { StudioItemKind, StudioWorkspace } from '#common/api/studio/studio.ts';
import { itemState, STATE_LABELS } from './item-states.ts';

/** «Nuovo», «Modificato» or «Ritirato» beside an item that has a draft; nothing otherwise. */
export function StateBadge(props: {
  workspace: StudioWorkspace;
  kind: StudioItemKind;
  itemKey: string;
}) {
  const state = itemState(props.workspace, props.kind, props.itemKey);
  const label = state ? STATE_LABELS[state.state] : null;
  if (!label) return null;
  return <span className={`studio-badge studio-badge--${state?.state}`}>{label}</span>;
}
