import { useQuery } from '@tanstack/react-query';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import type { StudioPackSummary } from '#common/api/studio/studio.ts';
import { endpointQuery } from '../query/index.ts';
import { useSession } from '../session-context.tsx';

/** Whether a professor gets the «Studio» entry, and the packs it leads to. */
export interface CourseAuthorEntry {
  /** True for a professor named as editor of at least one live course. */
  visible: boolean;
  /** The packs with their courses (one, usually: the entry can open its workspace directly). */
  packs: StudioPackSummary[];
}

/**
 * The «Studio» entry of a professor who authors a live course. The right is per course, not a
 * role, so the server decides: listStudioPacks answers their packs, or 403 for everyone else
 * (no toast, no retry: a 403 simply means no entry). Admins have the entry through their flag,
 * so only professors without it ask. In lib/ because the shell shows the entry.
 */
export function useCourseAuthorEntry(): CourseAuthorEntry {
  const { role, claims } = useSession();
  const enabled = role === 'professor' && claims !== null && !claims.admin;
  const packs = useQuery(
    endpointQuery(
      studioEndpoints.listStudioPacks,
      {},
      {
        enabled,
        retry: false,
        staleTime: 5 * 60_000,
        scope: claims?.user_id ?? 'anonymous',
        request: { skipErrorToast: true },
      },
    ),
  );
  const list = enabled && packs.isSuccess ? packs.data : [];
  return { visible: list.length > 0, packs: list };
}
