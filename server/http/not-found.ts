import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './http-error.ts';

/** The JSON 404 of API.md, for unknown paths under /api. */
export function sendJsonNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const error = notFound();
  return reply.status(error.statusCode).send(error.toBody());
}
