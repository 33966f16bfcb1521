import { useMutation } from '@tanstack/react-query';
import axios from 'axios';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

export type ReportTarget = { readonly kind: 'question' | 'reply'; readonly id: string };

/**
 * Reports a question or a reply. A second report by the same user is a 409: the report is
 * already there, so it is 'already-reported'.
 */
export async function reportContent(
  http: ServiceClients,
  target: ReportTarget,
): Promise<'reported' | 'already-reported'> {
  const endpoint =
    target.kind === 'question' ? resourceEndpoints.reportQuestion : resourceEndpoints.reportReply;
  try {
    await request(http, endpoint, { params: { id: target.id } }, { skipErrorToast: true });
    return 'reported';
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 409) return 'already-reported';
    throw error;
  }
}

/** Reports a question or reply; the outcome is told with a toast either way. */
export function useReportContent() {
  const { http, toasts } = useServices();
  return useMutation({
    mutationFn: (target: ReportTarget) => reportContent(http, target),
    onSuccess: (outcome) =>
      outcome === 'reported'
        ? toasts.show('success', 'Segnalazione inviata. Grazie!')
        : toasts.show('info', 'Hai già segnalato questo contenuto.'),
    onError: () => toasts.show('error', 'Non è stato possibile inviare la segnalazione.'),
  });
}
