import type { IncomingMessage } from 'node:http';

/** The path of node's request URL, without its query (middleware sees node's request, not Fastify's). */
export function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
