import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import { useEndpointMutation } from '../../../../lib/query/index.ts';

const { setLiveCourseEditors, getStudioWorkspace, listStudioPacks } = studioEndpoints;

/**
 * Names the professors (by e-mail) who may schedule the course (admins). The refusal (422: an
 * e-mail that is no professor's) is shown in the form, not as a toast; the workspace's editors
 * are fetched again.
 */
export function useSetCourseEditors(course: string) {
  return useEndpointMutation(setLiveCourseEditors, {
    args: (emails: string[]) => ({ params: { course }, body: { emails } }),
    request: { skipErrorToast: true },
    invalidates: [getStudioWorkspace, listStudioPacks],
  });
}
