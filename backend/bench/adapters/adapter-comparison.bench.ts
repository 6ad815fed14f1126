import { join } from 'node:path';
import { type RunningApp, startBareServer, startPortPrinter } from '../app-server';
import { type Endpoint, type HttpResult, load, type Run, summarize } from '../http-load';

/** Alternating rounds, so a change in the machine's speed falls on every server alike. */
const ROUNDS = 3;
const WARMUP_SECONDS = 2;

/**
 * Nest on Express against Nest on Fastify, side by side with a bare node:http server, all in
 * processes of their own answering the tracking endpoint's shape at the same concurrency
 * (docs/decisions/0004-http-adapter.md). The minimal apps carry a global guard and interceptor but
 * none of the app's middleware, so the figures are the framework's floor on each adapter: what the
 * tracking redirect could reach at best before doing anything of its own.
 */
export async function compareAdapters(seconds: number, connections = 50): Promise<HttpResult[]> {
  const servers: { name: string; start: () => Promise<RunningApp> }[] = [
    { name: 'bare node:http', start: startBareServer },
    { name: 'Nest on Express (platform-express)', start: () => startPortPrinter(join(__dirname, 'nest-minimal.process.js'), ['express']) },
    { name: 'Nest on Fastify (platform-fastify)', start: () => startPortPrinter(join(__dirname, 'nest-minimal.process.js'), ['fastify']) },
  ];
  const running: RunningApp[] = [];
  try {
    for (const server of servers) running.push(await server.start());
    const endpoints: Endpoint[] = servers.map((server) => ({ name: server.name, options: (url) => ({ url: `${url}/api/track-with-loading/bench` }) }));
    for (const [i, endpoint] of endpoints.entries()) await load(running[i].baseUrl, endpoint, WARMUP_SECONDS, connections);
    const runs: Run[][] = endpoints.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, endpoint] of endpoints.entries()) runs[i].push(await load(running[i].baseUrl, endpoint, seconds, connections));
    }
    return endpoints.map((endpoint, i) => summarize(endpoint.name, runs[i]));
  } finally {
    for (const server of running) await server.stop();
  }
}
