import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '#common/auth/claims.ts';
import { SURVEY_MESSAGES } from '#common/api/surveys/index.ts';
import { surveyEndpoints } from '#common/api/surveys/endpoints.ts';
import { sendFile } from '../files/send-file.ts';
import { conflict, forbidden, notFound, validationFailed } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { checkAnswers } from './answer-validation.ts';
import { insertResponse, responseExists } from './response-repository.ts';
import { surveyResults } from './results-repository.ts';
import { buildSurveyResultsXlsx, surveyExportFileName } from './results-xlsx.ts';
import { findSurvey, mayAnswerAt } from './survey-repository.ts';

/** The admin flag is not a role: the results routes are for signed-in users who carry it. */
function requireAdmin(auth: AccessClaims): void {
  if (!auth.admin) throw forbidden();
}

/** Answering a survey (students) and reading its anonymous results (admins). */
export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;

  route(app, surveyEndpoints.getSurvey, async ({ params }) => {
    const survey = await findSurvey(db, params.surveyId);
    if (!survey) throw notFound();
    return survey;
  });

  route(app, surveyEndpoints.responseExists, async ({ query, auth }) => ({
    exists: await responseExists(db, auth.user_id, query.survey_id, query.position),
  }));

  route(app, surveyEndpoints.submitResponse, async ({ body, auth }) => {
    const survey = await findSurvey(db, body.survey_id);
    if (!survey) throw notFound();
    if (!(await mayAnswerAt(db, body.survey_id, body.position, auth.user_id))) {
      throw validationFailed({ position: SURVEY_MESSAGES.unknownPosition });
    }
    const check = checkAnswers(survey, body.answers);
    if (!check.ok) throw validationFailed(check.details);
    const id = await insertResponse(db, {
      userId: auth.user_id,
      surveyId: body.survey_id,
      position: body.position,
      items: check.items,
      now: new Date(clock()),
    });
    if (!id) throw conflict(SURVEY_MESSAGES.alreadyAnswered);
    return { id };
  });

  route(app, surveyEndpoints.getSurveyResults, async ({ params, query, auth }) => {
    requireAdmin(auth);
    const results = await surveyResults(db, params.surveyId, query.position ?? null);
    if (!results) throw notFound();
    return results;
  });

  route(app, surveyEndpoints.exportSurveyResults, async ({ params, query, auth, reply }) => {
    requireAdmin(auth);
    const results = await surveyResults(db, params.surveyId, query.position ?? null);
    if (!results) throw notFound();
    const bytes = await buildSurveyResultsXlsx(results);
    return sendFile(reply, { bytes, type: 'xlsx', name: surveyExportFileName(results) });
  });
}
