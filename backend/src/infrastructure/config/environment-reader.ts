/** The process environment as Node gives it: every value a string, or absent. */
export type RawEnvironment = Readonly<Record<string, string | undefined>>;

/** A connection string as it may be shown in a message: the password (and user) never printed. */
export function redacted(value: string): string {
  return value.replace(/\/\/[^@/]*@/, '//***@');
}

/**
 * Reads variables one rule at a time and collects what is wrong instead of stopping at the first,
 * so an operator fixes every bad value in one go (README.md, Configuration). Each problem names
 * the variable, what it accepts and, unless it is a secret, what it got. A blank value counts as
 * unset, as an empty `PORT=` line in an env file means "the default".
 */
export class EnvironmentReader {
  private readonly found: string[] = [];

  constructor(private readonly env: RawEnvironment) {}

  get problems(): readonly string[] {
    return this.found;
  }

  /** Rules that share a variable (APP_URL for the app and for Stripe) report it once. */
  fail(problem: string): void {
    if (!this.found.includes(problem)) this.found.push(problem);
  }

  /** The trimmed value, or null when unset or blank. */
  text(name: string): string | null {
    return this.env[name]?.trim() || null;
  }

  /** The value exactly as given (a password may begin or end with a space), null when unset or empty. */
  raw(name: string): string | null {
    return this.env[name] || null;
  }

  wholeNumber(name: string, range: { min: number; max: number }, fallback: number): number;
  wholeNumber(name: string, range: { min: number; max: number }, fallback: null): number | null;
  wholeNumber(name: string, { min, max }: { min: number; max: number }, fallback: number | null): number | null {
    const value = this.text(name);
    if (value === null) return fallback;
    const parsed = /^\d+$/.test(value) ? Number(value) : NaN;
    if (parsed >= min && parsed <= max) return parsed;
    this.fail(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
    return fallback;
  }

  flag(name: string, fallback: boolean): boolean {
    const value = this.text(name);
    if (value === null) return fallback;
    if (value === 'true' || value === 'false') return value === 'true';
    this.fail(`${name} must be true or false (got "${value}")`);
    return fallback;
  }

  /** A PostgreSQL connection URL; anything else is refused naming the variable, its password hidden. */
  postgresUrl(name: string, example: string): string | null {
    const value = this.text(name);
    if (value === null) return null;
    const problem = postgresUrlProblem(name, value, example);
    if (problem) this.fail(problem);
    return problem ? null : value;
  }
}

export function postgresUrlProblem(name: string, value: string, example: string): string | null {
  const protocol = parsedUrl(value)?.protocol;
  if (protocol === 'postgres:' || protocol === 'postgresql:') return null;
  return `${name} must be a PostgreSQL connection string such as ${example} (got "${redacted(value)}")`;
}

/** A URL, or null where `new URL` throws. */
export function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An http(s) URL that is only an origin: no path beyond `/`, no query, fragment or credentials. */
export function isHttpOrigin(url: URL | null): url is URL {
  return !!url && (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password;
}
