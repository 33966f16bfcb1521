import { defineEndpoint, fileAnswer } from '../endpoint.ts';
import { surveyResultsQuerySchema, surveyResultsSchema } from './results.ts';
import {
  responseExistsSchema,
  surveyParamsSchema,
  surveyPositionQuerySchema,
  surveyResponseCreatedSchema,
  surveyResponseRequestSchema,
  surveySchema,
} from './survey.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The surveys service (prefix /api/surveys). Students answer; the results need the admin flag,
 * which the routes check (403 otherwise) since it is not a role.
 */
export const surveyEndpoints = {
  responseExists: defineEndpoint({
    service: 'surveys',
    method: 'GET',
    path: '/responses/exists',
    access: ['student'],
    summary: 'Whether the caller has answered this survey for this resource or level.',
    query: surveyPositionQuerySchema,
    response: responseExistsSchema,
  }),
  submitResponse: defineEndpoint({
    service: 'surveys',
    method: 'POST',
    path: '/responses',
    access: ['student'],
    summary: "Stores the caller's one response for a survey and position (409 on a second one).",
    body: surveyResponseRequestSchema,
    response: surveyResponseCreatedSchema,
    status: 201,
    errors: [404, 409],
  }),
  getSurveyResults: defineEndpoint({
    service: 'surveys',
    method: 'GET',
    path: '/results/:surveyId',
    access: 'signed-in',
    summary: 'Admins: the anonymous results of a survey, for one position or all of them.',
    params: surveyParamsSchema,
    query: surveyResultsQuerySchema,
    response: surveyResultsSchema,
    errors: [403, 404],
  }),
  exportSurveyResults: defineEndpoint({
    service: 'surveys',
    method: 'GET',
    path: '/results/:surveyId/xlsx',
    access: 'signed-in',
    summary: 'Admins: the same results as an XLSX sheet.',
    params: surveyParamsSchema,
    query: surveyResultsQuerySchema,
    response: fileAnswer(XLSX),
    errors: [403, 404],
  }),
  getSurvey: defineEndpoint({
    service: 'surveys',
    method: 'GET',
    path: '/:surveyId',
    access: ['student'],
    summary: 'A survey with its questions and answer options, in order.',
    params: surveyParamsSchema,
    response: surveySchema,
    errors: [404],
  }),
};
