import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { surveyEndpoints } from '#common/api/surveys/endpoints.ts';
import type { SurveyId } from '#common/api/surveys/index.ts';
import { downloadRequest } from '../../../lib/downloads/download-request.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/** A survey's anonymous results at one position, or with null at all of them together. */
export function useSurveyResults(surveyId: SurveyId, position: string | null, enabled: boolean) {
  return useQuery(
    endpointQuery(
      surveyEndpoints.getSurveyResults,
      { params: { surveyId }, query: position === null ? {} : { position } },
      // Switching position keeps the previous results (and the position list) on screen.
      { enabled, placeholderData: keepPreviousData },
    ),
  );
}

/** The XLSX of the same results. */
export function surveyResultsDownload(surveyId: SurveyId, position: string | null) {
  return downloadRequest(
    surveyEndpoints.exportSurveyResults,
    { params: { surveyId }, query: position === null ? {} : { position } },
    `sondaggio-${surveyId}-${position ?? 'tutte'}.xlsx`,
  );
}
