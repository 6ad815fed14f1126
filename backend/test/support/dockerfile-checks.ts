/**
 * Static checks of the Dockerfile and .dockerignore (README "Running several instances"): no Docker
 * engine exists on the development machines, so the image is judged from its recipe. Each check
 * returns the broken rules in words; an empty list means the file passes.
 */

export interface Instruction {
  op: string;
  args: string;
}

export interface Stage {
  name: string;
  image: string;
  instructions: Instruction[];
}

/** Stages in order, continuation lines joined, comments dropped, global ARG defaults substituted into FROM. */
export function parseDockerfile(text: string): Stage[] {
  const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const globals = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = op.toUpperCase();
    if (upper === 'ARG' && stages.length === 0) {
      const [key, value = ''] = args.split('=');
      globals.set(key.trim(), value.trim());
    } else if (upper === 'FROM') {
      const [image, , name] = args.replace(/--platform=\S+\s*/, '').split(/\s+/);
      const resolved = image.replace(/\$\{?(\w+)\}?/g, (_, key: string) => globals.get(key) ?? '');
      stages.push({ name: name ?? String(stages.length), image: resolved, instructions: [] });
    } else if (stages.length > 0) {
      stages[stages.length - 1].instructions.push({ op: upper, args });
    }
  }
  return stages;
}

/** `node:24-bookworm-slim` gives 24; `node:24.11.1-slim` gives 24.11.1; other images give null. */
export function nodeVersionOf(image: string): string | null {
  return /^(?:docker\.io\/)?(?:library\/)?node:(\d+(?:\.\d+){0,2})(?:-|$)/.exec(image)?.[1] ?? null;
}

function installs(instruction: Instruction): boolean {
  return instruction.op === 'RUN' && /\bnpm\s+(ci|install|i)\b/.test(instruction.args);
}

function withoutDevDependencies(instruction: Instruction): boolean {
  return /--omit[= ]dev\b|--production\b|--only[= ]prod/.test(instruction.args);
}

function copyParts(instruction: Instruction): { from: string | null; sources: string[] } {
  const words = instruction.args.split(/\s+/);
  const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length) ?? null;
  const paths = words.filter((w) => !w.startsWith('--'));
  return { from, sources: paths.slice(0, -1) };
}

const MANIFEST = /^(\.\/)?([\w.-]+\/)*package(-lock)?\.json$/;

/** The rules of the runtime (last) stage: non-root, health check, production mode, built output only. */
export function dockerfileProblems(text: string): string[] {
  const stages = parseDockerfile(text);
  const runtime = stages[stages.length - 1];
  if (!runtime) return ['the Dockerfile has no FROM'];
  const problems: string[] = [];
  const users = runtime.instructions.filter((i) => i.op === 'USER').map((i) => i.args.split(':')[0]);
  const user = users[users.length - 1];
  if (!user || user === 'root' || user === '0') problems.push(`the runtime stage runs as ${user ?? 'root (no USER)'}`);
  const health = runtime.instructions.find((i) => i.op === 'HEALTHCHECK');
  if (!health || /^NONE\b/i.test(health.args) || !health.args.includes('/api/health')) problems.push('the runtime stage has no HEALTHCHECK against /api/health');
  if (!runtime.instructions.some((i) => i.op === 'ENV' && /\bNODE_ENV[= ]production\b/.test(i.args))) problems.push('the runtime stage does not set NODE_ENV=production');
  for (const install of runtime.instructions.filter(installs)) {
    if (!withoutDevDependencies(install)) problems.push(`the runtime stage installs devDependencies: ${install.args}`);
  }
  for (const copy of runtime.instructions.filter((i) => i.op === 'COPY' || i.op === 'ADD')) {
    const { from, sources } = copyParts(copy);
    if (!from) {
      const local = sources.filter((s) => !MANIFEST.test(s));
      if (local.length > 0) problems.push(`the runtime stage copies sources from the build context: ${local.join(' ')}`);
      continue;
    }
    const stage = stages.find((s) => s.name === from);
    if (!stage) continue; // an outside image: judged by what it is, not here
    if (sources.every((s) => /(^|\/)dist(\/|$)/.test(s) && !/node_modules/.test(s))) continue; // built output
    // Anything but dist must come from a stage holding manifests and production dependencies only.
    const stageInstalls = stage.instructions.filter(installs);
    if (stageInstalls.length === 0) {
      problems.push(`the runtime stage copies more than built output from "${from}": ${sources.join(' ')}`);
      continue;
    }
    if (!stageInstalls.every(withoutDevDependencies)) problems.push(`the runtime stage copies node_modules with devDependencies from "${from}"`);
    const contextCopies = stage.instructions.filter((i) => i.op === 'COPY' && !copyParts(i).from).flatMap((i) => copyParts(i).sources);
    const stray = contextCopies.filter((s) => !MANIFEST.test(s));
    if (stray.length > 0) problems.push(`stage "${from}", copied into the runtime beyond its dist, holds sources: ${stray.join(' ')}`);
  }
  return problems;
}

const GLOB = new Map([['**/', '(.*/)?'], ['**', '.*'], ['*', '[^/]*'], ['?', '[^/]']]);

/** Whether `.dockerignore` keeps `path` out of the build context (Docker's rules: last match wins, a matched directory takes its contents). */
export function dockerIgnores(patterns: string, path: string): boolean {
  let ignored = false;
  for (const raw of patterns.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))) {
    const negated = raw.startsWith('!');
    const pattern = (negated ? raw.slice(1) : raw).replace(/^\/+|\/+$/g, '');
    const source = pattern
      .split(/(\*\*\/|\*\*|\*|\?)/)
      .map((part) => GLOB.get(part) ?? part.replace(/[.+^${}()|[\]\\]/g, '\\$&'))
      .join('');
    const matcher = new RegExp(`^${source}(/.*)?$`);
    if (matcher.test(path)) ignored = !negated;
  }
  return ignored;
}
