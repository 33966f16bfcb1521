import { useQuery } from '@tanstack/react-query';
import { ltiEndpoints } from '#common/api/lti/endpoints.ts';
import { endpointQuery, useEndpointMutation } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * The courses of the external tools configured on the server. The page shows its own message
 * when they cannot be loaded, so no toast.
 */
export function useLtiCourses() {
  return useQuery(
    endpointQuery(ltiEndpoints.listLtiCourses, {}, { request: { skipErrorToast: true } }),
  );
}

/**
 * Launches a course: the server records the launch and answers the tool's login initiation
 * address, which opens outside the app (a new tab; on desktop the system browser, never an
 * in-app window: the tool's pages then run with the browser's protections and none of ours,
 * and cannot reach window.desktop). A refusal shows the usual error toast.
 */
export function useLaunchLtiCourse() {
  const { browser } = useServices();
  return useEndpointMutation(ltiEndpoints.launchLtiCourse, {
    args: (courseId: string) => ({ params: { id: courseId } }),
    onSuccess: (launch) => browser.openExternal(launch.url),
  });
}
