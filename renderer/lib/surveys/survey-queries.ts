import { useQuery } from '@tanstack/react-query';
import { surveyEndpoints } from '#common/api/surveys/endpoints.ts';
import type { SurveyId, SurveyResponseRequest } from '#common/api/surveys/index.ts';
import { setEndpointData } from '../query/endpoint-cache.ts';
import { endpointQuery } from '../query/endpoint-query.ts';
import { useEndpointMutation } from '../query/use-endpoint-mutation.ts';
import { useServices } from '../services/services-context.tsx';

/**
 * Whether the student already answered. Offering a survey is a courtesy: a failed check shows no
 * toast and offers nothing, rather than interrupting the student.
 */
export function useResponseExists(surveyId: SurveyId, position: string, enabled: boolean) {
  return useQuery(
    endpointQuery(
      surveyEndpoints.responseExists,
      { query: { survey_id: surveyId, position } },
      { request: { skipErrorToast: true }, enabled },
    ),
  );
}

export function useSurvey(surveyId: SurveyId, enabled: boolean) {
  return useQuery(
    endpointQuery(
      surveyEndpoints.getSurvey,
      { params: { surveyId } },
      { request: { skipErrorToast: true }, enabled, staleTime: Infinity },
    ),
  );
}

/**
 * Sends the response. A 422 is shown beside the fields by the dialog (no toast); once stored, the
 * survey counts as answered for this position, so it is not offered again.
 */
export function useSubmitSurveyResponse() {
  const { queryClient, toasts } = useServices();
  return useEndpointMutation(surveyEndpoints.submitResponse, {
    args: (body: SurveyResponseRequest) => ({ body }),
    request: { skipErrorToast: true },
    onSuccess: (_created, body) => {
      toasts.show('success', 'Grazie per il tuo parere!');
      setEndpointData(
        queryClient,
        surveyEndpoints.responseExists,
        { query: { survey_id: body.survey_id, position: body.position } },
        { exists: true },
      );
    },
  });
}
