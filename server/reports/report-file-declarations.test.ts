import { describe, expect, it } from 'vitest';
import { fileAnswer } from '#common/api/endpoint.ts';
import { reportEndpoints } from '#common/api/reports/endpoints.ts';
import { CONTENT_TYPES } from '../files/send-file.ts';

// The OpenAPI document tells integrators what each file is from the declaration, while the
// answer's Content-Type comes from send-file: the two must name the same type.
describe('the declared report files', () => {
  it('name the Content-Type each route sends', () => {
    expect(reportEndpoints.downloadCertificates.response).toEqual(fileAnswer(CONTENT_TYPES.pdf));
    expect(reportEndpoints.downloadAllCertificates.response).toEqual(fileAnswer(CONTENT_TYPES.zip));
    expect(reportEndpoints.downloadCertifiedHours.response).toEqual(fileAnswer(CONTENT_TYPES.xlsx));
    expect(reportEndpoints.downloadUsersCertificates.response).toEqual(
      fileAnswer(CONTENT_TYPES.pdf),
    );
  });
});
