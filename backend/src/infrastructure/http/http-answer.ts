import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * What an exception filter is handed as the response: Fastify's reply for errors of routes,
 * guards, pipes and handlers, but node's own response for errors thrown by middleware (the
 * origin check), which runs before Fastify has a reply for Nest. Both are answered the same way.
 */
export type AnyResponse = FastifyReply | ServerResponse;

function isReply(response: AnyResponse): response is FastifyReply {
  return 'raw' in response && typeof (response as FastifyReply).send === 'function';
}

export function alreadyAnswered(response: AnyResponse): boolean {
  return isReply(response) ? response.sent || response.raw.headersSent : response.headersSent;
}

/** A body as JSON with its status and any extra headers, whichever response it is given. */
export function answerJson(response: AnyResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (isReply(response)) {
    response.headers(headers).status(status).send(body);
    return;
  }
  const json = JSON.stringify(body);
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(json));
  response.end(json);
}
