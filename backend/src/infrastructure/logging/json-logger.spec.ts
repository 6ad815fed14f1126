import { createJsonLogger, loggedError } from './json-logger';

function memoryLogger(level: Parameters<typeof createJsonLogger>[0] = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = createJsonLogger(level, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('createJsonLogger', () => {
  it('writes one JSON object per line with the numeric level and an ISO time', () => {
    const { logger, lines } = memoryLogger();
    logger.info({ context: 'Probe' }, 'hello');
    logger.warn('careful');
    logger.error('broken');
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[30, 'hello'], [40, 'careful'], [50, 'broken']]);
    expect(lines[0]).toMatchObject({ context: 'Probe', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    // Nothing spells a level out: operators and the shutdown test read "warn" and "error" as trouble.
    expect(JSON.stringify(lines.slice(0, 1))).not.toMatch(/warn|error/i);
  });

  it('writes nothing below its level', () => {
    const { logger, lines } = memoryLogger('warn');
    logger.info('quiet');
    logger.debug('quieter');
    logger.warn('heard');
    expect(lines.map((l) => l.msg)).toEqual(['heard']);
  });

  it("logs an error's name, message, stack and code, and none of its other properties", () => {
    const { logger, lines } = memoryLogger();
    const error = Object.assign(new Error('invalid_grant'), {
      code: '400',
      config: { data: 'client_secret=cl13nt&code=0auth', headers: { Authorization: 'Bearer t0ken' } },
      response: { data: { refresh_token: 'r3fresh' } },
    });
    logger.error({ err: error }, 'exchange failed');
    expect(lines[0].err).toEqual({ type: 'Error', message: 'invalid_grant', stack: error.stack, code: '400' });
    expect(JSON.stringify(lines[0])).not.toMatch(/cl13nt|0auth|t0ken|r3fresh/);
  });

  it('keeps requests and responses logged whole down to method, url and status', () => {
    const { logger, lines } = memoryLogger();
    const req = { id: 'r-1', method: 'GET', url: '/x?token=abc', headers: { cookie: 'll_session=zz' }, body: { password: 'pw' } };
    logger.info({ req, res: { statusCode: 200, headers: { 'set-cookie': 'll_session=zz' } } });
    expect(lines[0]).toMatchObject({ req: { id: 'r-1', method: 'GET', url: '/x?token=[Redacted]' }, res: { statusCode: 200 } });
    expect(JSON.stringify(lines[0])).not.toMatch(/ll_session|pw|abc/);
  });
});

describe('loggedError', () => {
  it('describes a thrown non-error by its type', () => {
    expect(loggedError('plain text')).toEqual({ type: 'string', message: 'plain text' });
    expect(loggedError(undefined)).toEqual({ type: 'undefined', message: 'undefined' });
  });

  it('leaves out a code that is not text', () => {
    expect(loggedError(Object.assign(new RangeError('out'), { code: 7 }))).toEqual({ type: 'RangeError', message: 'out', stack: expect.any(String) });
  });
});
