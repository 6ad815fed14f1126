import { createServer } from 'node:http';

/**
 * The baseline of the HTTP benchmark (docs/operations/benchmarks.md): the least a Node server can do
 * per request, in a process of its own like the app. It answers the tracking endpoint's shape (a
 * small JSON body) with nothing else: no routing, middleware, database or logging. Prints its port.
 */
const body = JSON.stringify({ redirectUrl: 'https://calendly.com/bench/discovery', programName: 'Bench' });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.log(`port ${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
