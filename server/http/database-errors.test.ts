import { describe, expect, it } from 'vitest';
import { clientCausedDatabaseError } from './database-errors.ts';

describe('database errors caused by the client', () => {
  it.each([
    ['23503', 404],
    ['23505', 409],
    ['22021', 400],
    ['22P05', 400],
    ['22001', 422],
  ])('answers SQLSTATE %s with %i', (code, status) => {
    expect(clientCausedDatabaseError(Object.assign(new Error('db'), { code }))?.statusCode).toBe(
      status,
    );
  });

  it('leaves every other error to the 500 path', () => {
    expect(clientCausedDatabaseError(Object.assign(new Error('db'), { code: '42P01' }))).toBeNull();
    expect(clientCausedDatabaseError(new Error('plain'))).toBeNull();
    expect(clientCausedDatabaseError(null)).toBeNull();
  });
});
