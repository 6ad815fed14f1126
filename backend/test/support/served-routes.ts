import type { FastifyInstance } from 'fastify';

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([^)]*)\))?$/;

/**
 * Every route Fastify serves, as `method /path/:param` (HEAD routes Fastify adds to each GET left
 * out), read from its own route tree: each line of `printRoutes` is a path segment under its
 * parent, four characters deeper per level, with the methods served at that point.
 */
export function servedRoutes(fastify: FastifyInstance): string[] {
  const segments: string[] = [];
  const routes: string[] = [];
  for (const line of fastify.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    segments.length = depth;
    segments[depth] = match[2];
    const methods = (match[3] ?? '').split(', ').filter((method) => method && method !== '-' && method !== 'HEAD');
    for (const method of methods) routes.push(`${method.toLowerCase()} ${segments.join('')}`);
  }
  return routes;
}
