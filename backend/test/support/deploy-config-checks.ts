/**
 * Static checks of docker-compose.yml and of the Node version promises (README "Requirements" and
 * "Running several instances"). Each check returns the broken rules in words; empty means it passes.
 */

// Neither package ships types here; both are pinned in package-lock.json (through jest and the
// KurrentDB client), so the test reads the same versions everywhere.
interface Semver {
  satisfies(version: string, range: string): boolean;
  intersects(a: string, b: string): boolean;
  minVersion(range: string): { major: number; version: string } | null;
}
export const semver = require('semver') as Semver;
const yaml = require('js-yaml') as { safeLoad?: (text: string) => unknown; load: (text: string) => unknown };

export interface ComposeService {
  restart?: string;
  healthcheck?: { test?: unknown; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
  environment?: string[] | Record<string, unknown>;
  image?: string;
}

/** The compose file's services, with `<<: *anchor` merges applied (YAML merge keys). */
export function composeServices(text: string): Record<string, ComposeService> {
  const parsed = (yaml.safeLoad ?? yaml.load)(text) as { services?: Record<string, ComposeService> };
  return parsed.services ?? {};
}

const SECRET_NAME = /(PASSWORD|SECRET|TOKEN|_KEY)$/i;
const SECRET_LITERALS: Array<[RegExp, string]> = [
  [/\b[sr]k_(live|test)_\w+/, 'a Stripe key'],
  // Not `${POSTGRES_PASSWORD:?...}`: compose interpolation from .env, where the colon is syntax.
  [/(?<!\$\{\w*)password\s*[:=]\s*["']?(?!\$\{)[^\s"'$#,}]+/i, 'a password'],
  [/[a-z][a-z0-9+.-]*:\/\/[^\s:@/]+:(?!\$\{)[^\s@/]+@/i, 'a URL with a password in it'],
];

/** Restart policy, health check, healthy dependencies and no secret written in, for every service. */
export function composeProblems(text: string): string[] {
  const problems: string[] = [];
  for (const [pattern, what] of SECRET_LITERALS) {
    const found = pattern.exec(text);
    if (found) problems.push(`the compose file holds ${what}: "${found[0]}" (put it in .env)`);
  }
  const services = composeServices(text);
  if (Object.keys(services).length === 0) problems.push('the compose file has no services');
  for (const [name, service] of Object.entries(services)) {
    if (service.restart !== 'unless-stopped') problems.push(`service ${name} has restart "${service.restart ?? 'no'}", not unless-stopped`);
    if (!service.healthcheck?.test || service.healthcheck.disable) problems.push(`service ${name} has no healthcheck`);
    const dependsOn = service.depends_on ?? {};
    if (Array.isArray(dependsOn)) {
      if (dependsOn.length > 0) problems.push(`service ${name} starts once ${dependsOn.join(', ')} merely started, not once healthy`);
    } else {
      for (const [dependency, how] of Object.entries(dependsOn)) {
        if (how?.condition !== 'service_healthy') problems.push(`service ${name} does not wait for ${dependency} to be healthy`);
      }
    }
    const environment = Array.isArray(service.environment)
      ? Object.fromEntries(service.environment.map((entry) => [entry.split('=')[0], entry.split('=').slice(1).join('=')]))
      : (service.environment ?? {});
    for (const [key, value] of Object.entries(environment)) {
      if (SECRET_NAME.test(key) && value !== null && value !== '' && !String(value).trim().startsWith('${')) {
        problems.push(`service ${name} sets ${key} to a literal (take it from .env)`);
      }
    }
  }
  return problems;
}

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  hasInstallScript?: boolean;
}

/** Minor versions of each line, to compare a declared range against what the dependencies accept. */
function sampleVersions(): string[] {
  const versions: string[] = [];
  for (let major = 16; major <= 30; major += 1) for (let minor = 0; minor <= 40; minor += 1) versions.push(`${major}.${minor}.0`);
  return versions;
}

/** Versions the declared range admits but a locked dependency's `engines.node` refuses. */
export function enginesProblems(declared: string, lockPackages: Record<string, LockedPackage>): string[] {
  const admitted = sampleVersions().filter((v) => semver.satisfies(v, declared));
  const byRange = new Map<string, string>(); // one package named per distinct range: most repeat
  for (const [path, entry] of Object.entries(lockPackages)) {
    const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
    if (path && range && !byRange.has(range)) byRange.set(range, path.replace(/^.*node_modules\//, ''));
  }
  const problems: string[] = [];
  for (const [range, name] of byRange) {
    const refused = admitted.find((v) => !semver.satisfies(v, range));
    if (refused) problems.push(`"${declared}" admits Node ${refused}, which ${name} refuses (${range})`);
  }
  return problems;
}

/** Whether a Node image version (`24`, `24.11`, `24.11.1`) sits inside the declared range. */
export function imageNodeProblems(imageVersion: string, declared: string): string[] {
  const [major] = imageVersion.split('.').map(Number);
  const minimum = semver.minVersion(declared);
  if (!minimum || major < minimum.major) return [`the image runs Node ${imageVersion}, below the engines minimum ${minimum?.version ?? declared}`];
  const line = imageVersion.split('.').length === 3 ? imageVersion : `~${imageVersion}`;
  if (!semver.intersects(line, declared)) return [`the image's Node ${imageVersion} is outside engines "${declared}"`];
  return [];
}

/** Locked packages with install scripts that `allowScripts` neither allows nor denies (npm 11 warns about each). */
export function unreviewedInstallScripts(allowScripts: Record<string, boolean>, lockPackages: Record<string, LockedPackage>): string[] {
  const reviewed = new Set(Object.keys(allowScripts).map((key) => key.replace(/(.)@.*$/, '$1')));
  return Object.entries(lockPackages)
    .filter(([path, entry]) => path && entry.hasInstallScript)
    .map(([path]) => path.replace(/^.*node_modules\//, ''))
    .filter((name) => !reviewed.has(name));
}

/** Lockfile entries a workspace pulls in (`backend`, `frontend`; '' for the root's own), following Node's lookup. */
export function workspaceClosure(lockPackages: Record<string, LockedPackage & { dependencies?: object; optionalDependencies?: object; devDependencies?: object; link?: boolean; resolved?: string }>, workspace: string): Record<string, LockedPackage> {
  const locate = (from: string, name: string): string | null => {
    for (let base = from; ; base = base.includes('/node_modules/') ? base.slice(0, base.lastIndexOf('/node_modules/')) : '') {
      const path = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (lockPackages[path]) return path;
      if (!base) return null;
    }
  };
  const found: Record<string, LockedPackage> = {};
  const queue = [workspace];
  while (queue.length > 0) {
    let path = queue.pop() as string;
    if (path !== workspace && found[path]) continue;
    let entry = lockPackages[path];
    if (entry.link && entry.resolved) entry = lockPackages[(path = entry.resolved)];
    if (path !== workspace) found[path] = entry;
    const names = Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...(path === workspace ? entry.devDependencies : {}) });
    for (const name of names) {
      const next = locate(path, name);
      if (next && !found[next]) queue.push(next);
    }
  }
  return found;
}
