import { problemsOf } from '../../test-support/environment-problems';
import { ENVIRONMENT_VARIABLES, type Environment, InvalidEnvironment, parseEnvironment } from './environment';

describe('parseEnvironment', () => {
  describe('when nothing is set', () => {
    it('gives the defaults of README.md, Configuration', () => {
      const env = parseEnvironment({});
      expect(env).toMatchObject({
        port: 3000, host: '0.0.0.0', dataDir: null, databaseUrl: null, databaseAppUrl: null, databasePoolSize: 20, pgPassword: null, eventStoreUrl: null, embeddedPgPort: null,
        trustProxy: false, allowedOrigins: [], metricsToken: null, logLevel: 'info', trialDays: 14, runProjections: true, appSecret: null, appUrl: null, google: null, calendly: null, stripe: null, smtpUrl: null, startedAt: null,
      });
      expect(env.limits).toEqual({ contactPerHour: 5, bookCallPerHour: 20, trackingPerMinute: 120, calendarEventsPerMinute: 120, sandboxCalendlyPerHour: 20 });
    });

    it('treats blank values as unset, as an empty line in an env file means the default', () => {
      expect(parseEnvironment({ PORT: '', TRUST_PROXY: '  ', TRIAL_DAYS: '', APP_URL: ' ' })).toMatchObject({ port: 3000, trustProxy: false, trialDays: 14, appUrl: null });
    });
  });

  it('takes an smtp:// or smtps:// SMTP_URL and refuses anything else, credentials hidden', () => {
    expect(parseEnvironment({ SMTP_URL: 'smtp://u:p@mail.example:587' }).smtpUrl).toBe('smtp://u:p@mail.example:587');
    expect(parseEnvironment({ SMTP_URL: 'smtps://mail.example' }).smtpUrl).toBe('smtps://mail.example');
    expect(() => parseEnvironment({ SMTP_URL: 'http://u:secret@mail.example' })).toThrow(
      'SMTP_URL must be a mail server URL such as smtp://user:password@mail.example:587 or smtps://mail.example:465 (got "http://***@mail.example")',
    );
  });

  it('returns a frozen config, nested parts included', () => {
    const env = parseEnvironment({ ALLOWED_ORIGINS: 'https://a.example' });
    expect(Object.isFrozen(env) && Object.isFrozen(env.limits) && Object.isFrozen(env.allowedOrigins)).toBe(true);
    expect(() => ((env as { port: number }).port = 1)).toThrow(TypeError);
  });

  describe('whole numbers', () => {
    const cases: [string, keyof Environment | `limits.${string}`, string, number, string[], string][] = [
      ['PORT', 'port', '8080', 8080, ['abc', '0', '70000', '80.5', '-1', '1e3'], 'PORT must be a whole number from 1 to 65535'],
      ['EMBEDDED_PG_PORT', 'embeddedPgPort', '54329', 54329, ['x', '65536'], 'EMBEDDED_PG_PORT must be a whole number from 1 to 65535'],
      ['TRIAL_DAYS', 'trialDays', '30', 30, ['-1', '0', '3651', 'two weeks'], 'TRIAL_DAYS must be a whole number from 1 to 3650'],
      ['CONTACT_LIMIT_PER_HOUR', 'limits.contactPerHour', '0', 0, ['-5', 'many'], 'CONTACT_LIMIT_PER_HOUR must be a whole number from 0 to 1000000000'],
      ['BOOK_CALL_LIMIT_PER_HOUR', 'limits.bookCallPerHour', '100000', 100000, ['1.5'], 'BOOK_CALL_LIMIT_PER_HOUR must be a whole number from 0 to 1000000000'],
      ['TRACKING_LIMIT_PER_MINUTE', 'limits.trackingPerMinute', '7', 7, ['10000000000'], 'TRACKING_LIMIT_PER_MINUTE must be a whole number from 0 to 1000000000'],
      ['CALENDAR_EVENTS_LIMIT_PER_MINUTE', 'limits.calendarEventsPerMinute', '9', 9, ['nine'], 'CALENDAR_EVENTS_LIMIT_PER_MINUTE must be a whole number from 0 to 1000000000'],
      ['SANDBOX_CALENDLY_LIMIT_PER_HOUR', 'limits.sandboxCalendlyPerHour', '3', 3, ['-3'], 'SANDBOX_CALENDLY_LIMIT_PER_HOUR must be a whole number from 0 to 1000000000'],
    ];
    it.each(cases)('reads %s, and refuses what is not a whole number in range, naming it', (name, field, good, parsed, bad, message) => {
      const env = parseEnvironment({ [name]: ` ${good} ` }) as unknown as Record<string, unknown>;
      const value = field.startsWith('limits.') ? (env.limits as Record<string, number>)[field.slice(7)] : env[field];
      expect(value).toBe(parsed);
      for (const value of bad) expect(problemsOf({ [name]: value })).toEqual([`${message} (got "${value}")`]);
    });
  });

  describe('true or false', () => {
    it.each([['TRUST_PROXY', 'trustProxy'], ['RUN_PROJECTIONS', 'runProjections']] as const)('reads %s, and refuses anything else', (name, field) => {
      expect([parseEnvironment({ [name]: 'true' })[field], parseEnvironment({ [name]: 'false' })[field]]).toEqual([true, false]);
      expect(problemsOf({ [name]: 'yes-please' })).toEqual([`${name} must be true or false (got "yes-please")`]);
      expect(problemsOf({ [name]: 'TRUE' })).toEqual([`${name} must be true or false (got "TRUE")`]);
    });
  });

  it('reads HOST, and refuses what cannot be listened on', () => {
    expect(parseEnvironment({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(parseEnvironment({ HOST: '::' }).host).toBe('::');
    expect(problemsOf({ HOST: 'my host' })).toEqual(['HOST must be an IP address or host name to listen on, such as 0.0.0.0 or 127.0.0.1 (got "my host")']);
  });

  it('reads a blank METRICS_TOKEN as unset (then only this machine may scrape /metrics)', () => {
    expect(parseEnvironment({ METRICS_TOKEN: '  ' }).metricsToken).toBeNull();
    expect(parseEnvironment({}).metricsToken).toBeNull();
  });

  it('takes DATA_DIR, METRICS_TOKEN and PGPASSWORD as given', () => {
    expect(parseEnvironment({ DATA_DIR: '/var/lib/leadledger', METRICS_TOKEN: ' t0ken ', PGPASSWORD: ' s3cret ' })).toMatchObject({ dataDir: '/var/lib/leadledger', metricsToken: 't0ken', pgPassword: ' s3cret ' });
  });

  it('reads DATABASE_POOL_SIZE as a whole number from 2, and refuses anything else', () => {
    expect(parseEnvironment({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    for (const value of ['1', '0', 'ten', '8.5', '501']) expect(problemsOf({ DATABASE_POOL_SIZE: value })).toEqual([`DATABASE_POOL_SIZE must be a whole number from 2 to 500 (got "${value}")`]);
  });

  it('reads LOG_LEVEL as one of pino\'s levels, and refuses any other spelling', () => {
    for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']) expect(parseEnvironment({ LOG_LEVEL: ` ${level} ` }).logLevel).toBe(level);
    expect(parseEnvironment({ LOG_LEVEL: '' }).logLevel).toBe('info');
    for (const value of ['INFO', 'verbose', 'warning', '30']) {
      expect(problemsOf({ LOG_LEVEL: value })).toEqual([`LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent (got "${value}")`]);
    }
  });

  describe('connection strings', () => {
    it('accepts postgres:// and postgresql:// for DATABASE_URL and DATABASE_APP_URL', () => {
      const env = parseEnvironment({ DATABASE_URL: 'postgres://owner:pw@db:5432/leadledger', DATABASE_APP_URL: 'postgresql://leadledger_app:pw@db/leadledger' });
      expect([env.databaseUrl, env.databaseAppUrl]).toEqual(['postgres://owner:pw@db:5432/leadledger', 'postgresql://leadledger_app:pw@db/leadledger']);
    });

    it('refuses anything else, hiding the credentials', () => {
      expect(problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/x', DATABASE_APP_URL: 'leadledger' })).toEqual([
        'DATABASE_URL must be a PostgreSQL connection string such as postgres://user:secret@host:5432/leadledger (got "mysql://***@db/x")',
        'DATABASE_APP_URL must be a PostgreSQL connection string such as postgres://leadledger_app:secret@host:5432/leadledger (got "leadledger")',
      ]);
    });

    it('accepts a KurrentDB EVENTSTORE_URL, and refuses others as it always has', () => {
      expect(parseEnvironment({ EVENTSTORE_URL: 'kurrentdb://kdb:2113?tls=false' }).eventStoreUrl).toBe('kurrentdb://kdb:2113?tls=false');
      expect(parseEnvironment({ EVENTSTORE_URL: 'esdb+discover://a,b' }).eventStoreUrl).toBe('esdb+discover://a,b');
      expect(problemsOf({ EVENTSTORE_URL: 'http://admin:changeit@kdb:2113' })).toEqual([
        'EVENTSTORE_URL must be a KurrentDB connection string such as kurrentdb://host:2113?tls=false (got "http://***@kdb:2113")',
      ]);
    });
  });

  it('keeps ALLOWED_ORIGINS as browsers send Origin, and refuses an entry that is not an origin', () => {
    expect(parseEnvironment({ ALLOWED_ORIGINS: 'https://App.example/, http://localhost:5173' }).allowedOrigins).toEqual(['https://app.example', 'http://localhost:5173']);
    expect(problemsOf({ ALLOWED_ORIGINS: 'https://ok.example,app.example,https://x.example/path' })).toEqual([
      'ALLOWED_ORIGINS must be comma-separated origins such as https://app.example,http://localhost:5173, each with no path (got "app.example,https://x.example/path")',
    ]);
  });

  it('reads APP_SECRET, and refuses a short one without printing it', () => {
    expect(parseEnvironment({ APP_SECRET: ' 0123456789abcdef ' }).appSecret).toBe('0123456789abcdef');
    const problems = problemsOf({ APP_SECRET: 'hunter2' });
    expect(problems).toEqual(['APP_SECRET must be at least 16 characters (got 7), or unset to use the one generated in DATA_DIR']);
    expect(problems.join()).not.toContain('hunter2');
  });

  it('reads LL_STARTED_AT, set by npm start', () => {
    expect(parseEnvironment({ LL_STARTED_AT: '1767225600000' }).startedAt).toBe(1767225600000);
    expect(problemsOf({ LL_STARTED_AT: 'soon' })).toEqual(['LL_STARTED_AT (set by npm start) must be a time in milliseconds since 1970 (got "soon")']);
  });

  describe('when several variables are wrong', () => {
    it('reports every one, one line each, in the order of the table', () => {
      const env = { PORT: 'abc', TRUST_PROXY: 'yes-please', TRIAL_DAYS: '-1', APP_URL: 'not-a-url', GOOGLE_CLIENT_ID: 'id', DATABASE_URL: 'mysql://db/x' };
      const problems = problemsOf(env);
      expect(problems).toEqual([
        'PORT must be a whole number from 1 to 65535 (got "abc")',
        'DATABASE_URL must be a PostgreSQL connection string such as postgres://user:secret@host:5432/leadledger (got "mysql://db/x")',
        'TRUST_PROXY must be true or false (got "yes-please")',
        'TRIAL_DAYS must be a whole number from 1 to 3650 (got "-1")',
        'APP_URL must be the app\'s public http(s) origin such as https://leadledger.example, with no path, query or credentials (got "not-a-url")',
        'Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither for the sandbox',
      ]);
      expect(() => parseEnvironment(env)).toThrow(problems.join('\n'));
    });
  });

  it('moves the clock only in the sandbox: SANDBOX_CLOCK is refused beside a real processor', () => {
    expect(parseEnvironment({ SANDBOX_CLOCK: 'true' }).sandboxClock).toBe(true);
    expect(parseEnvironment({}).sandboxClock).toBe(false);
    expect(() => parseEnvironment({ SANDBOX_CLOCK: 'true', STRIPE_SECRET_KEY: 'sk_test_abc', APP_URL: 'https://leadledger.example' })).toThrow(
      "SANDBOX_CLOCK moves the app's clock for tests and cannot be set together with STRIPE_SECRET_KEY",
    );
  });

  it('reads only the variables it lists, so a change to any other never goes unnoticed', () => {
    const read = new Set<string>();
    // With a Stripe key, so the variables read only beside one are read too.
    const given: Record<string, string> = { STRIPE_SECRET_KEY: 'sk_test_abc', APP_URL: 'https://leadledger.example' };
    const recording = new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? (read.add(name), given[name]) : undefined) });
    parseEnvironment(recording);
    expect([...read].sort()).toEqual([...ENVIRONMENT_VARIABLES].sort());
  });
});
