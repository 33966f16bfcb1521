import { useQuery, useQueryClient } from '@tanstack/react-query';
import { moderationEndpoints } from '#common/api/moderation/endpoints.ts';
import type { ModeratedKind } from '#common/api/moderation/moderation.ts';
import { endpointQuery, setEndpointData, useEndpointMutation } from '../../../lib/query/index.ts';
import { useSession } from '../../../lib/session-context.tsx';

/** The reported questions and replies; only users with the admin flag ask. */
export function useReportedPosts() {
  const { claims } = useSession();
  return useQuery(
    endpointQuery(moderationEndpoints.listReportedPosts, {}, { enabled: claims?.admin === true }),
  );
}

/** Hides or restores a post; the answer (the post as it now is) replaces it in the list. */
export function useModeratePost() {
  const queryClient = useQueryClient();
  return useEndpointMutation(moderationEndpoints.moderatePost, {
    args: (input: { kind: ModeratedKind; id: string; hidden: boolean }) => ({
      params: { kind: input.kind, id: input.id },
      body: { hidden: input.hidden },
    }),
    onSuccess: (post) =>
      setEndpointData(queryClient, moderationEndpoints.listReportedPosts, {}, (list) =>
        list?.map((item) => (item.kind === post.kind && item.id === post.id ? post : item)),
      ),
  });
}
