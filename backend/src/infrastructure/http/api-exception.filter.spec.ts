import { type ArgumentsHost, ConflictException, type LoggerService } from '@nestjs/common';
import { ApiExceptionFilter } from './api-exception.filter';

/** A logger that keeps what it is given. */
function recordingLogger(): LoggerService & { calls: { level: string; args: unknown[] }[] } {
  const calls: { level: string; args: unknown[] }[] = [];
  const keep = (level: string) => (...args: unknown[]) => void calls.push({ level, args });
  return { calls, log: keep('log'), error: keep('error'), warn: keep('warn'), debug: keep('debug'), verbose: keep('verbose'), fatal: keep('fatal') };
}

/** One request through the filter: what was answered, and the request as the filter left it. */
function answer(exception: unknown, logger: LoggerService, headers: Record<string, string> = {}) {
  const request: { headers: Record<string, string>; correlationId?: string } = { headers };
  const sent: { status?: number; body?: unknown } = {};
  // Node's own response, as middleware errors hand it over (http-answer.ts).
  const response = {
    headersSent: false,
    statusCode: 200,
    setHeader: () => undefined,
    end(json: string) {
      sent.status = this.statusCode;
      sent.body = JSON.parse(json);
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter(logger).catch(exception, host);
  return { sent, request };
}

describe('ApiExceptionFilter', () => {
  describe('an unexpected error', () => {
    it('logs its stack and the request id the request came with, and answers 500 without either', () => {
      const logger = recordingLogger();
      const bug = new TypeError('cannot read properties of undefined');
      const { sent } = answer(bug, logger, { 'x-request-id': 'client-retry-0042' });

      expect(logger.calls).toHaveLength(1);
      const [{ level, args }] = logger.calls;
      expect(level).toBe('error');
      const logged = args[0] as { err: Error; correlationId: string };
      expect(logged.correlationId).toBe('client-retry-0042');
      expect(logged.err).toBe(bug);
      expect(logged.err.stack).toMatch(/^TypeError: cannot read properties of undefined\n\s+at /);

      expect(sent.status).toBe(500);
      expect(JSON.stringify(sent.body)).not.toMatch(/TypeError|client-retry-0042|\bat /);
    });

    it('logs the id chosen for the request when it came without one, the one its events carry', () => {
      const logger = recordingLogger();
      const { request } = answer(new Error('boom'), logger, { 'x-request-id': 'has spaces, not kept' });
      const logged = logger.calls[0].args[0] as { correlationId: string };
      expect(logged.correlationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(request.correlationId).toBe(logged.correlationId);
    });

    it('logs a thrown non-error as it is', () => {
      const logger = recordingLogger();
      answer('a string was thrown', logger);
      expect(logger.calls[0].args[0]).toMatchObject({ err: 'a string was thrown', correlationId: expect.any(String) });
    });
  });

  it('logs nothing for an error the client caused', () => {
    const logger = recordingLogger();
    const { sent } = answer(new ConflictException('Already approved.'), logger);
    expect(sent).toEqual({ status: 409, body: { message: 'Already approved.' } });
    expect(logger.calls).toEqual([]);
  });
});
