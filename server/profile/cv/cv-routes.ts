import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { buildCvPdf as BuildCvPdf } from '../../files/cv-pdf.ts';
import { cvFileName } from '../../files/file-names.ts';
import { sendFile } from '../../files/send-file.ts';
import { route } from '../../http/endpoint-route.ts';
import { notFound } from '../../http/http-error.ts';
import { cvPoolFilters, cvPoolPage, loadCv } from './cv-repository.ts';

/** The PDF builder, loaded at the first CV (pdf-lib is loaded lazily, see certificate-files.ts). */
async function buildCvPdf(...args: Parameters<typeof BuildCvPdf>): Promise<Uint8Array> {
  return (await import('../../files/cv-pdf.ts')).buildCvPdf(...args);
}

/**
 * The company's pool of CVs (spec 02 §1, /profile/cv): only students who allowed contact, read
 * afresh on every call, so a withdrawn consent takes a student out at once (404 for their CV).
 */
export async function cvRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.services;

  route(app, profileEndpoints.getCvPool, async ({ query }) =>
    cvPoolPage(db, {
      search: query.search,
      skillIds: query.skill_ids,
      tags: query.tags,
      schoolYear: query.school_year,
      limit: query.limit,
      offset: query.offset,
    }),
  );

  route(app, profileEndpoints.getCvFilters, async () => cvPoolFilters(db));

  route(app, profileEndpoints.getCv, async ({ params }) => {
    const cv = await loadCv(db, params.userId);
    if (!cv) throw notFound();
    return cv;
  });

  route(app, profileEndpoints.downloadCv, async ({ params, reply }) => {
    const cv = await loadCv(db, params.userId);
    if (!cv) throw notFound();
    return sendFile(reply, {
      bytes: await buildCvPdf(cv, new Date(clock()), config.schoolTimeZone),
      type: 'pdf',
      name: cvFileName(cv.name),
    });
  });
}
