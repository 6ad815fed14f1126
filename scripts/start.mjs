#!/usr/bin/env node
// `npm start`: build what is missing or stale, then serve the API and the built frontend on PORT
// (default 3000) over the embedded PostgreSQL in ./data, or DATABASE_URL when it is set.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale, FRONTEND_BUILD } from './build-if-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

buildIfStale(root, FRONTEND_BUILD);
buildIfStale(root, { workspace: 'backend', output: 'backend/dist/src/main.js', sources: ['backend/src', 'backend/cli', 'backend/bench', 'contracts/src'] });

const server = spawn(process.execPath, [join(root, 'backend/dist/src/main.js')], {
  stdio: 'inherit',
  env: { ...process.env, LL_STARTED_AT: String(started) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
