import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 byte'],
    [1023, '1023 byte'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [5.5 * 1024 ** 2, '5,5 MB'],
    [2 * 1024 ** 3, '2 GB'],
    [1.26 * 1024 ** 3, '1,3 GB'],
    [3 * 1024 ** 5, '3072 TB'],
  ])('%s bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
