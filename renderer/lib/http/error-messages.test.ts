import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { errorMessageOf, requestIdOf } from './error-messages.ts';

function failed(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = {
    status,
    statusText: '',
    data,
    headers: new AxiosHeaders(headers),
    config,
  } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
}

describe('the request id of a failed call', () => {
  it("adds the code to a server fault's toast, not to a client error's", async () => {
    const internal = failed(500, {
      message: 'Errore interno del server. Riprova più tardi.',
      code: 'internal_error',
      request_id: '3f9a1c02be7d',
    });
    expect(await errorMessageOf(internal)).toBe(
      "Errore interno del server. Riprova più tardi. Codice dell'errore: 3f9a1c02be7d",
    );
    const conflict = failed(409, {
      message: 'È già nella tua lista.',
      code: 'conflict',
      request_id: 'x1',
    });
    expect(await errorMessageOf(conflict)).toBe('È già nella tua lista.');
  });

  it('reads it from the body, else from the X-Request-Id header', () => {
    expect(requestIdOf(failed(500, { message: 'm', code: 'c', request_id: 'abc' }))).toBe('abc');
    expect(requestIdOf(failed(502, '<html>', { 'x-request-id': 'def' }))).toBe('def');
    expect(requestIdOf(new Error('offline'))).toBeUndefined();
  });
});
