import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { PREVIEW_HEADER } from '#common/http/preview-header.ts';
import { fakeAdapter } from '../../testing/fake-adapter.ts';
import { TEST_CONFIG } from '../../testing/fake-session.ts';
import { request } from './request.ts';
import { createServiceClients } from './service-clients.ts';

function clientsPreviewing(previewPack: () => string | null) {
  const sent: InternalAxiosRequestConfig[] = [];
  const http = createServiceClients(TEST_CONFIG, {
    getAccessToken: () => 'token',
    refresh: async () => null,
    onSessionExpired: vi.fn(),
    onPasswordExpired: vi.fn(),
    onFatal: vi.fn(),
    onError: vi.fn(),
    previewPack,
  });
  for (const client of Object.values(http)) {
    client.defaults.adapter = fakeAdapter((config) => {
      sent.push(config);
      return { status: 200, data: { is_ok: true } };
    });
  }
  return { http, sent };
}

describe('preview header', () => {
  it('goes with every call while a draft is previewed, and with none after', async () => {
    let pack: string | null = 'scuola-rossi';
    const { http, sent } = clientsPreviewing(() => pack);
    await request(http, journeyEndpoints.getJourneyStatus, {});
    await http.live.get('/qualcosa');
    await http.api.post('/tech-journey/unlock');
    pack = null;
    await request(http, journeyEndpoints.getJourneyStatus, {});

    expect(sent.map((config) => config.headers.get(PREVIEW_HEADER) ?? null)).toEqual([
      'scuola-rossi',
      'scuola-rossi',
      'scuola-rossi',
      null,
    ]);
  });

  it('never goes to the chat, which is another server', async () => {
    const { http, sent } = clientsPreviewing(() => 'scuola-rossi');
    await http.chat.get('/me');
    expect(sent[0]?.headers.get(PREVIEW_HEADER)).toBeUndefined();
  });
});
