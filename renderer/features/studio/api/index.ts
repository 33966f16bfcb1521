/**
 * The studio's data calls (common/api/studio): the queries of the packs and of one pack's
 * workspace, the save / undo / publish mutations and the media upload. The live-course editors
 * (features/studio/live) use these too.
 */
export { useStudioPacks, useStudioWorkspace } from './studio-queries.ts';
export {
  usePublishStudioDraft,
  useSaveStudioItem,
  useUndoStudioItem,
  type StudioSave,
} from './studio-mutations.ts';
export { useUploadStudioMedia } from './upload-studio-media.ts';
export { isConflict, studioErrorOf, type StudioError } from './studio-errors.ts';
export { workspaceItem, type WorkspaceItem } from './workspace-item.ts';
