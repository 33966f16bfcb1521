import type { StudioWorkspace } from '#common/api/studio/studio.ts';

const LABELS = { new: 'Nuovo', changed: 'Modificato', retired: 'Ritirato' } as const;

/** The course's draft state beside its name: «Nuovo», «Modificato», «Ritirato», or nothing. */
export function CourseState(props: { workspace: StudioWorkspace; courseKey: string }) {
  const state = props.workspace.items.find(
    (item) => item.kind === 'live_course' && item.key === props.courseKey,
  )?.state;
  if (!state || state === 'published') return null;
  return <span className={`studio-badge studio-badge--${state}`}>{LABELS[state]}</span>;
}

/** True when the course has a draft that differs from what students see. */
export function courseHasDraft(workspace: StudioWorkspace, courseKey: string): boolean {
  return workspace.items.some(
    (item) => item.kind === 'live_course' && item.key === courseKey && item.state !== 'published',
  );
}

/** True for a course created in the draft and never published (it has no editors yet). */
export function courseIsNew(workspace: StudioWorkspace, courseKey: string): boolean {
  return workspace.items.some(
    (item) => item.kind === 'live_course' && item.key === courseKey && item.state === 'new',
  );
}
