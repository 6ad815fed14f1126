import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';

/** The request's bytes as they arrived, kept for webhook signatures (calendly-webhooks.controller.ts). */
export type RequestWithRawBody = FastifyRequest & { rawBody?: Buffer };

/**
 * The one body format the API reads: JSON, at most `limit` bytes (a larger one is a 413 from
 * Fastify itself, api-exception.filter.ts). The raw bytes stay on `req.rawBody`: Calendly signs
 * them, and re-serializing the parsed body would not match. An empty body with a JSON content
 * type is no body, as it was under Express, instead of Fastify's 400. Parsing is Fastify's own
 * (secure-json-parse), which refuses `__proto__` and `constructor.prototype` keys.
 */
export function registerJsonBody(fastify: FastifyInstance, limit: number): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: limit }, (req, body, done) => {
    const bytes = body as Buffer;
    (req as RequestWithRawBody).rawBody = bytes;
    if (bytes.length === 0) return done(null, undefined);
    parse(req, bytes.toString('utf8'), (error, parsed) => (error ? done(new BadRequestException(INVALID_JSON_MESSAGE), undefined) : done(null, parsed)));
  });
}
