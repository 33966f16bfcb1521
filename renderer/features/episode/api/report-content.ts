import { useMutation } from '@tanstack/react-query';
import axios, { type AxiosInstance } from 'axios';
import { useServices } from '../../../lib/services/services-context.tsx';
import { seg } from './episode-query-keys.ts';

export type ReportTarget = { readonly kind: 'question' | 'reply'; readonly id: string };

/**
 * POST {api}/tech-journey/questions/report/{id} or /questions/reply/report/{id} → 204. A second
 * report by the same user is a 409: the report is already there, so it is 'already-reported'.
 */
export async function reportContent(
  api: AxiosInstance,
  target: ReportTarget,
): Promise<'reported' | 'already-reported'> {
  const path =
    target.kind === 'question'
      ? `/tech-journey/questions/report/${seg(target.id)}`
      : `/tech-journey/questions/reply/report/${seg(target.id)}`;
  try {
    await api.post(path, undefined, { skipErrorToast: true });
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
    mutationFn: (target: ReportTarget) => reportContent(http.api, target),
    onSuccess: (outcome) =>
      outcome === 'reported'
        ? toasts.show('success', 'Segnalazione inviata. Grazie!')
        : toasts.show('info', 'Hai già segnalato questo contenuto.'),
    onError: () => toasts.show('error', 'Non è stato possibile inviare la segnalazione.'),
  });
}
