import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moderationEndpoints } from '#common/api/moderation/endpoints.ts';
import type { ModeratedKind, ReportedPost } from '#common/api/moderation/moderation.ts';
import { request } from '../../../lib/http/request.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';

const reportedPostsQueryKey = ['moderation', 'reported-posts'] as const;

/** The reported questions and replies; only users with the admin flag ask. */
export function useReportedPosts() {
  const { http } = useServices();
  const { claims } = useSession();
  return useQuery({
    queryKey: reportedPostsQueryKey,
    queryFn: () => request(http, moderationEndpoints.listReportedPosts, {}),
    enabled: claims?.admin === true,
  });
}

/** Hides or restores a post; the answer (the post as it now is) replaces it in the list. */
export function useModeratePost() {
  const { http } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: ModeratedKind; id: string; hidden: boolean }) =>
      request(http, moderationEndpoints.moderatePost, {
        params: { kind: input.kind, id: input.id },
        body: { hidden: input.hidden },
      }),
    onSuccess: (post) =>
      queryClient.setQueryData<ReportedPost[]>(reportedPostsQueryKey, (list) =>
        list?.map((item) => (item.kind === post.kind && item.id === post.id ? post : item)),
      ),
  });
}
