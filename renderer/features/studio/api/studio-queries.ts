import { useQuery } from '@tanstack/react-query';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

const { listStudioPacks, getStudioWorkspace } = studioEndpoints;

/**
 * The packs the signed-in user may author. Everyone may ask: a professor named on a live course
 * authors it without the admin flag, and the server's 403 (no toast) tells the page to show
 * the 404 page to everyone else.
 */
export function useStudioPacks() {
  return useQuery(endpointQuery(listStudioPacks, {}, { request: { skipErrorToast: true } }));
}

/**
 * One pack as its draft stands (every item with its draft applied, the items' draft states,
 * the checklist). Every save and undo refetches it, so the checklist follows the edits.
 */
export function useStudioWorkspace(pack: string) {
  return useQuery(
    endpointQuery(getStudioWorkspace, { params: { pack } }, { request: { skipErrorToast: true } }),
  );
}
