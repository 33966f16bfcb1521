import { describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../testing/ipc-fakes.ts';
import { downloadUrl, fetchWithAuth } from './download-request.ts';

const config = {
  ...TEST_CONFIG,
  apiBaseUrl: 'https://tj.example.ch/api/tj/',
  reportsBaseUrl: 'https://reports.example.ch/api/reports',
};

describe('downloadUrl', () => {
  it('joins the service base URL and the path', () => {
    expect(downloadUrl(config, { service: 'api', path: '/files/cert?id=1' })).toBe(
      'https://tj.example.ch/api/tj/files/cert?id=1',
    );
    expect(downloadUrl(config, { service: 'reports', path: '/ore.xlsx' })).toBe(
      'https://reports.example.ch/api/reports/ore.xlsx',
    );
  });

  it.each(['/%2e%2e/%2e%2e/x', '/%2E%2E/admin', '/a/.%2e/.%2e/x', '/..'])(
    'refuses %j, which would leave the service',
    (path) => {
      expect(() => downloadUrl(config, { service: 'api', path })).toThrow();
    },
  );

  it('refuses a sibling path that only shares the prefix', () => {
    expect(() =>
      downloadUrl(
        { ...config, apiBaseUrl: 'https://tj.example.ch/api/tj' },
        {
          service: 'api',
          path: '/../tjx/secret',
        },
      ),
    ).toThrow();
  });
});

describe('fetchWithAuth', () => {
  it('never follows a redirect, so the bearer token cannot travel elsewhere', async () => {
    const fetch = vi.fn(async () => new Response('x'));
    const auth = { getAccessToken: async () => 'token', refresh: async () => null };
    await fetchWithAuth(
      fetch,
      auth,
      'https://tj.example.ch/api/tj/f',
      { service: 'api', path: '/f', suggestedName: 'f.pdf' },
      new AbortController().signal,
    );
    expect(fetch).toHaveBeenCalledWith(
      'https://tj.example.ch/api/tj/f',
      expect.objectContaining({ redirect: 'error' }),
    );
  });
});
