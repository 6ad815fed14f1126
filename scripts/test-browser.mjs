#!/usr/bin/env node
// `npm run test:browser`: the real-browser journeys in e2e/ (jest + playwright-core + Debian's
// chromium). The global setup builds and starts the app itself.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
mkdirSync(join(root, 'test-results'), { recursive: true });
const jest = join(root, 'node_modules/jest/bin/jest.js');
const result = spawnSync(process.execPath, [jest, '--config', 'e2e/jest.config.cjs', '--forceExit', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
