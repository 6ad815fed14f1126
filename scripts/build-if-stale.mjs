import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of any file under `paths` (skipping node_modules and dist). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

/** The frontend's build and what it is made from: `npm start` and the public-pages bench both check it. */
export const FRONTEND_BUILD = { workspace: 'frontend', output: 'frontend/dist/index.html', sources: ['frontend/src', 'frontend/index.html', 'frontend/public', 'frontend/vite.config.ts', 'frontend/scripts', 'contracts/src'] };

/** Runs `npm run build -w <workspace>` when its output is missing or older than its sources. */
export function buildIfStale(root, { workspace, output, sources }) {
  const outputPath = join(root, output);
  const outputTime = existsSync(outputPath) ? statSync(outputPath).mtimeMs : 0;
  if (outputTime > 0 && outputTime >= newest(sources.map((s) => join(root, s)))) return false;
  console.log(`Building ${workspace}...`);
  execSync(`npm run build --silent -w ${workspace}`, { cwd: root, stdio: 'inherit' });
  return true;
}
