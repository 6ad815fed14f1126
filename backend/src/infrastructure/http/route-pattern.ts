import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request as the middlewares see it (node's own object), with the pattern of the route that answers it. */
export type RoutedRequest = IncomingMessage & { routePattern?: string };

/**
 * Fastify knows the route before any hook runs; the request lines and /metrics labels are written
 * by middleware that sees node's request, so the pattern (`/api/calls/:id/status`, never the raw
 * URL with its ids) is copied onto it. Requests no route answers (404s, static files) have none.
 */
export function rememberRoutePattern(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  const pattern = request.routeOptions.url;
  if (typeof pattern === 'string' && request.is404 !== true) (request.raw as RoutedRequest).routePattern = pattern;
  done();
}
