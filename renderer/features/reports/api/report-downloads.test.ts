import { describe, expect, it } from 'vitest';
import { downloadRequestSchema } from '#common/ipc/downloads.ts';
import {
  allCertificatesDownload,
  boundedFileName,
  certifiedHoursDownload,
  classCertificatesDownload,
  studentCertificateDownload,
} from './report-downloads.ts';

const certificate = { id: 'a1b2c3d4e5f6a1b2c3d4e5f6', title: 'HTML e CSS: è più facile' };

describe('report downloads', () => {
  // The names the server gives the same files (common/format/file-name-slug.ts): accents kept,
  // the colon (refused by Windows) a word break.
  it('asks the reports service for one student, a class in one PDF, or all in a ZIP', () => {
    expect(studentCertificateDownload(certificate, { id: '7', name: 'Sara Colombo' })).toEqual({
      service: 'reports',
      method: 'GET',
      path: '/certificates/download?certificate_id=a1b2c3d4e5f6a1b2c3d4e5f6&user_id=7',
      suggestedName: 'attestato-Sara-Colombo-HTML-e-CSS-è-più-facile.pdf',
    });
    expect(
      classCertificatesDownload(certificate, { id: '1', name: '3A Informatica' }),
    ).toMatchObject({
      path: '/certificates/download?certificate_id=a1b2c3d4e5f6a1b2c3d4e5f6&classroom_id=1',
      suggestedName: 'attestati-HTML-e-CSS-è-più-facile-3A-Informatica.pdf',
    });
    expect(allCertificatesDownload(certificate).path).toBe(
      '/certificates/download/all?certificate_id=a1b2c3d4e5f6a1b2c3d4e5f6',
    );
  });

  it('asks the learning-journey API for the certified hours', () => {
    expect(certifiedHoursDownload).toMatchObject({
      service: 'api',
      path: '/tech-journey/report/general/download/professor-students-certified-hours',
    });
  });

  it('builds requests the download channel accepts', () => {
    const requests = [
      studentCertificateDownload(certificate, { id: '7', name: 'Sara Colombo' }),
      classCertificatesDownload(certificate, { id: '1', name: '3A Informatica' }),
      allCertificatesDownload(certificate),
      certifiedHoursDownload,
    ];
    for (const request of requests) {
      expect(downloadRequestSchema.safeParse(request).success).toBe(true);
    }
  });

  it('cuts names built from long titles to 150 characters, keeping the extension', () => {
    const long = { id: 'c1', title: 'Programmazione '.repeat(40) };
    const requests = [
      studentCertificateDownload(long, { id: '7', name: 'Sara Colombo' }),
      classCertificatesDownload(long, { id: '1', name: '3A '.repeat(30) }),
      allCertificatesDownload(long),
    ];
    expect(requests.map((request) => request.suggestedName.slice(-4))).toEqual([
      '.pdf',
      '.pdf',
      '.zip',
    ]);
    for (const request of requests) {
      expect(request.suggestedName.length).toBeLessThanOrEqual(150);
      expect(request.suggestedName).not.toMatch(/-\.(pdf|zip)$/);
      expect(downloadRequestSchema.safeParse(request).success).toBe(true);
    }
    expect(requests[0]?.suggestedName).toMatch(/^attestato-Sara-Colombo-Programmazione-/);
  });

  it('leaves short names whole', () => {
    expect(boundedFileName('a'.repeat(146), 'pdf')).toHaveLength(150);
    expect(boundedFileName('a'.repeat(147), 'pdf')).toBe(`${'a'.repeat(146)}.pdf`);
  });
});
