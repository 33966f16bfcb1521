import { useMutation, useQuery } from '@tanstack/react-query';
import { surveyEndpoints } from '#common/api/surveys/endpoints.ts';
import type { SurveyId, SurveyResponseRequest } from '#common/api/surveys/index.ts';
import { request } from '../http/request.ts';
import { useServices } from '../services/services-context.tsx';

export const surveyQueryKeys = {
  survey: (surveyId: SurveyId) => ['surveys', 'survey', surveyId] as const,
  exists: (surveyId: SurveyId, position: string) =>
    ['surveys', 'exists', surveyId, position] as const,
};

/**
 * Whether the student already answered. Offering a survey is a courtesy: a failed check shows no
 * toast and offers nothing, rather than interrupting the student.
 */
export function useResponseExists(surveyId: SurveyId, position: string, enabled: boolean) {
  const { http } = useServices();
  return useQuery({
    queryKey: surveyQueryKeys.exists(surveyId, position),
    queryFn: () =>
      request(
        http,
        surveyEndpoints.responseExists,
        { query: { survey_id: surveyId, position } },
        { skipErrorToast: true },
      ),
    enabled,
  });
}

export function useSurvey(surveyId: SurveyId, enabled: boolean) {
  const { http } = useServices();
  return useQuery({
    queryKey: surveyQueryKeys.survey(surveyId),
    queryFn: () =>
      request(http, surveyEndpoints.getSurvey, { params: { surveyId } }, { skipErrorToast: true }),
    enabled,
    staleTime: Infinity,
  });
}

/**
 * Sends the response. A 422 is shown beside the fields by the dialog (no toast); once stored, the
 * survey counts as answered for this position, so it is not offered again.
 */
export function useSubmitSurveyResponse() {
  const { http, queryClient, toasts } = useServices();
  return useMutation({
    mutationFn: (body: SurveyResponseRequest) =>
      request(http, surveyEndpoints.submitResponse, { body }, { skipErrorToast: true }),
    onSuccess: (_created, body) => {
      toasts.show('success', 'Grazie per il tuo parere!');
      queryClient.setQueryData(surveyQueryKeys.exists(body.survey_id, body.position), {
        exists: true,
      });
    },
  });
}
