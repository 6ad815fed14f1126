#!/usr/bin/env node
// `npm run dev`: the API recompiled and restarted on change (API_PORT, default 3001) and Vite's
// dev server with hot reload on PORT (default 3000), which proxies /api to the API.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const children = [];

function run(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().split('\n').filter(Boolean).map((line) => `[${name}] ${line}`).join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown();
  });
  children.push(child);
}

function shutdown() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

const tsc = join(root, 'node_modules/typescript/bin/tsc');
spawn(process.execPath, [tsc, '-p', 'backend/tsconfig.build.json'], { cwd: root, stdio: 'inherit' }).on('exit', () => {
  run('tsc', process.execPath, [tsc, '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput']);
  run('api', process.execPath, ['--watch-path=backend/dist', 'backend/dist/src/main.js'], { PORT: apiPort });
  run('web', process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '--config', 'frontend/vite.config.ts', 'frontend'], { API_PORT: apiPort });
});
