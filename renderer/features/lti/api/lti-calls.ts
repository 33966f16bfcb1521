import { useMutation, useQuery } from '@tanstack/react-query';
import { ltiEndpoints } from '#common/api/lti/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * The courses of the external tools configured on the server. The page shows its own message
 * when they cannot be loaded, so no toast.
 */
export function useLtiCourses() {
  const { http } = useServices();
  return useQuery({
    queryKey: ['lti', 'courses'],
    queryFn: () => request(http, ltiEndpoints.listLtiCourses, {}, { skipErrorToast: true }),
  });
}

/**
 * Launches a course: the server records the launch and answers the tool's login initiation
 * address, which opens outside the app (a new tab; on desktop the system browser, never an
 * in-app window: the tool's pages then run with the browser's protections and none of ours,
 * and cannot reach window.desktop). A refusal shows the usual error toast.
 */
export function useLaunchLtiCourse() {
  const { http, browser } = useServices();
  return useMutation({
    mutationFn: (courseId: string) =>
      request(http, ltiEndpoints.launchLtiCourse, { params: { id: courseId } }),
    onSuccess: (launch) => browser.openExternal(launch.url),
  });
}
