import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import type { buildCvPdf as BuildCvPdf } from '../../files/cv-pdf.ts';
import { cvFileName } from '../../files/file-names.ts';
import { sendFile } from '../../files/send-file.ts';
import { route } from '../../http/endpoint-route.ts';
import { notFound } from '../../http/http-error.ts';
import { recordDataAccess } from '../../privacy/access-log-repository.ts';
import {
  requireVisibleUser,
  viewerFromClaims,
  visibleUserIds,
} from '../../privacy/student-access.ts';
import { cvPoolFilters, cvPoolPage, loadCv } from './cv-repository.ts';

/** The PDF builder, loaded at the first CV (pdf-lib is loaded lazily, see certificate-files.ts). */
async function buildCvPdf(...args: Parameters<typeof BuildCvPdf>): Promise<Uint8Array> {
  return (await import('../../files/cv-pdf.ts')).buildCvPdf(...args);
}

/**
 * The company's pool of CVs (spec 02 §1, /profile/cv): only students who allowed contact, read
 * afresh on every call, so a withdrawn consent takes a student out at once (404 for their CV).
 * The access rule's `cv` decides; the pool's SQL selects by the same consent so that pages and
 * totals hold, and every page is checked against the rule again. Each CV opened or downloaded
 * is recorded for the student's "Chi ha visto il tuo profilo".
 */
export async function cvRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.services;

  route(app, profileEndpoints.getCvPool, async ({ query, auth }) => {
    const page = await cvPoolPage(db, {
      search: query.search,
      skillIds: query.skill_ids,
      tags: query.tags,
      schoolYear: query.school_year,
      limit: query.limit,
      offset: query.offset,
    });
    const ids = page.items.map((item) => item.user_id);
    const visible = await visibleUserIds(db, viewerFromClaims(auth), ids, 'cv');
    return { ...page, items: page.items.filter((item) => visible.has(item.user_id)) };
  });

  route(app, profileEndpoints.getCvFilters, async () => cvPoolFilters(db));

  /** The CV the company may read (else 404), its reading recorded in the same request. */
  const readCv = async (
    auth: Parameters<typeof viewerFromClaims>[0],
    userId: string,
    action: 'cv_view' | 'cv_download',
  ) => {
    await requireVisibleUser(db, viewerFromClaims(auth), userId, 'cv');
    const cv = await loadCv(db, userId);
    if (!cv) throw notFound();
    await recordDataAccess(db, {
      studentIds: [userId],
      viewer: { id: auth.user_id, role: auth.role },
      action,
      detail: null,
      at: new Date(clock()),
    });
    return cv;
  };

  route(app, profileEndpoints.getCv, ({ params, auth }) => readCv(auth, params.userId, 'cv_view'));

  route(app, profileEndpoints.downloadCv, async ({ params, auth, reply }) => {
    const cv = await readCv(auth, params.userId, 'cv_download');
    return sendFile(reply, {
      bytes: await buildCvPdf(cv, new Date(clock()), config.schoolTimeZone),
      type: 'pdf',
      name: cvFileName(cv.name),
    });
  });
}
