import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.ts';

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  svg: 'image/svg+xml',
} as const;

/**
 * Answers a generated file as a download (API.md "Files"). Generated per request and never
 * stored, so caches must not keep it: it holds students' personal data.
 */
export function sendFile(
  reply: FastifyReply,
  file: { bytes: Uint8Array; type: keyof typeof CONTENT_TYPES; name: string },
): FastifyReply {
  return reply
    .header('content-type', CONTENT_TYPES[file.type])
    .header('content-disposition', contentDisposition(file.name))
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
