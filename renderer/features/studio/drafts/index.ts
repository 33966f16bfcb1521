/**
 * Drafts of the studio's items: the autosaving editor state (useStudioDraft), the Italian
 * validation with the draft schemas, the status line. Every editor of the studio, the live
 * courses' included, edits an item through useStudioDraft.
 */
export {
  useStudioDraft,
  type StudioDraft,
  type StudioDraftOptions,
  type StudioItemBody,
} from './use-studio-draft.ts';
export { fieldPath, validateStudioItem, type StudioValidation } from './studio-validation.ts';
export { saveStatusText, type SaveStatus } from './save-status.ts';
export { DraftStatus, type DraftStatusSource } from './draft-status.tsx';
