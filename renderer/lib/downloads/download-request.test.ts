import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, fileAnswer } from '#common/api/endpoint.ts';
import { downloadRequestSchema } from '#common/ipc/downloads.ts';
import { downloadFailureMessage } from './download-messages.ts';
import { downloadRequest } from './download-request.ts';

const byPost = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/files/:kind',
  access: ['professor'],
  summary: 'A test file.',
  params: z.object({ kind: z.string() }),
  body: z.object({ attempts: z.array(z.string()) }),
  response: fileAnswer('application/pdf'),
});

describe('downloadRequest', () => {
  it("takes service, method and path from the declaration and sends a POST's body", () => {
    const request = downloadRequest(
      byPost,
      { params: { kind: 'pdf' }, body: { attempts: ['1', '2'] } },
      'attestati.pdf',
    );
    expect(request).toStrictEqual({
      service: 'api',
      method: 'POST',
      path: '/files/pdf',
      body: { attempts: ['1', '2'] },
      suggestedName: 'attestati.pdf',
    });
    expect(downloadRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('downloadFailureMessage', () => {
  it('says nobody passed only for the 400 of all certificates on the reports service', () => {
    const failure = { status: 400, message: 'Richiesta non valida.' };
    const all = '/certificates/download/all?certificate_id=a1';
    expect(downloadFailureMessage({ service: 'reports', path: all }, failure)).toBe(
      'Nessuno studente ha ancora superato il test',
    );
    expect(downloadFailureMessage({ service: 'api', path: all }, failure)).toBe(
      'Errore durante il download. Richiesta non valida.',
    );
    expect(
      downloadFailureMessage({ service: 'reports', path: '/certificates/download?x=1' }, failure),
    ).toBe('Errore durante il download. Richiesta non valida.');
  });

  it('says nobody passed for the 400 of all live certificates, from either service', () => {
    const failure = { status: 400, message: 'Richiesta non valida.' };
    const noStudent = 'Nessuno studente ha ancora superato il test';
    expect(
      downloadFailureMessage(
        { service: 'live', path: '/certificate/download/all?quiz_id=3' },
        failure,
      ),
    ).toBe(noStudent);
    expect(
      downloadFailureMessage(
        { service: 'reports', path: '/certificates/live/download/all?quiz_id=3' },
        failure,
      ),
    ).toBe(noStudent);
    // One classroom's PDF keeps the usual prefix: spec 02 §8 names the download of all of them.
    expect(
      downloadFailureMessage(
        { service: 'live', path: '/certificate/download/class?quiz_id=3&class_id=1' },
        failure,
      ),
    ).toBe('Errore durante il download. Richiesta non valida.');
  });
});
