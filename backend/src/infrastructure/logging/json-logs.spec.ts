import { Body, Controller, type DynamicModule, Get, Logger, Module, NotFoundException, Param, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { rememberRoutePattern } from '../http/route-pattern';
import type { Logger as PinoLogger } from 'pino';
import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { ApiExceptionFilter } from '../http/api-exception.filter';
import { createJsonLogger } from './json-logger';
import { JsonLogsModule } from './json-logs.module';
import { NestJsonLogger } from './nest-json-logger';
import { requestId } from './request-id';
import { requestLog } from './request-log';

@Controller('api/calls')
class ProbeController {
  private readonly logger = new Logger('Probe');

  @Get(':id/status')
  status(@Param('id') id: string): { id: string } {
    this.logger.log(`looked at call ${id}`);
    return { id };
  }

  @Post(':id/notes')
  note(@Param('id') id: string, @Body() body: { text: string }): { id: string } {
    this.logger.log(`noted on call ${id}: ${body.text}`);
    return { id };
  }

  @Get(':id/missing')
  missing(): never {
    throw new NotFoundException('Call not found.');
  }

  @Get(':id/broken')
  broken(): never {
    throw new Error('kaput');
  }
}

@Module({})
class ProbeModule {
  static forRoot(logger: PinoLogger): DynamicModule {
    return { module: ProbeModule, imports: [JsonLogsModule.forRoot(logger)], controllers: [ProbeController] };
  }
}

type Line = Record<string, any>;

/**
 * The JSON logs wired as create-app.ts wires them for main.ts, on a controller of its own: what
 * the lines hold. test/logs.e2e.spec.ts checks the same of the real app as `npm start` runs it.
 */
describe('JSON logs of a Nest app', () => {
  const lines: Line[] = [];
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const logger = createJsonLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    app = await NestFactory.create<NestFastifyApplication>(ProbeModule.forRoot(logger), new FastifyAdapter(), { bufferLogs: true });
    app.useLogger(app.get(NestJsonLogger));
    app.use(requestId);
    app.use(requestLog(logger));
    const fastify = app.getHttpAdapter().getInstance();
    fastify.addHook('onRequest', rememberRoutePattern);
    app.useGlobalFilters(new ApiExceptionFilter());
    await app.init();
    await fastify.ready();
  });
  afterAll(() => app.close());

  /**
   * A JSON POST whose body is sent 50 ms after its headers, as a slow client's would be: the
   * request's middleware has run by the time the body's bytes arrive from the connection.
   */
  async function postInTwoParts(path: string, id: string, body: string): Promise<request.Response> {
    const address = app.getHttpServer().address() ?? (await app.listen(0, '127.0.0.1'), app.getHttpServer().address());
    const port = typeof address === 'object' && address ? address.port : 0;
    return new Promise((resolve, reject) => {
      const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', path, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Request-Id': id } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode } as request.Response));
      });
      req.on('error', reject);
      req.flushHeaders();
      setTimeout(() => req.end(body), 50);
    });
  }

  /** The lines written while `send` ran (a line is written once the answer is sent). */
  async function linesOf(send: () => Promise<request.Response>): Promise<{ res: request.Response; written: Line[] }> {
    const before = lines.length;
    const res = await send();
    await new Promise((resolve) => setImmediate(resolve));
    return { res, written: lines.slice(before) };
  }

  it("logs a request with its route pattern, method, status, time and id, and the app's lines inside it with the same id", async () => {
    const { res, written } = await linesOf(() => request(app.getHttpServer()).get('/api/calls/c-41/status?utm_source=news').set('X-Request-Id', 'probe-request-0001'));
    expect(res.headers['x-request-id']).toBe('probe-request-0001');
    expect(written).toEqual([
      expect.objectContaining({ level: 30, context: 'Probe', msg: 'looked at call c-41', requestId: 'probe-request-0001' }),
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        requestId: 'probe-request-0001',
        method: 'GET',
        route: '/api/calls/:id/status',
        url: '/api/calls/c-41/status?utm_source=news',
        status: 200,
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it("gives the app's lines inside a request with a body the request's id too, the body arriving after the middleware ran", async () => {
    const { written } = await linesOf(() => postInTwoParts('/api/calls/c-7/notes', 'probe-request-0201', JSON.stringify({ text: 'called back' })));
    expect(written).toEqual([
      expect.objectContaining({ context: 'Probe', msg: 'noted on call c-7: called back', requestId: 'probe-request-0201' }),
      expect.objectContaining({ msg: 'request completed', requestId: 'probe-request-0201', method: 'POST', route: '/api/calls/:id/notes', status: 201 }),
    ]);
  });

  it('gives a request without a usable id a fresh one, the same in the answer and the line', async () => {
    const { res, written } = await linesOf(() => request(app.getHttpServer()).get('/api/calls/c-1/status').set('X-Request-Id', 'bad id'));
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(written.map((l) => l.requestId)).toEqual([res.headers['x-request-id'], res.headers['x-request-id']]);
  });

  it('logs a 4xx at info, so a refused request reads as neither a warning nor an error', async () => {
    const { written } = await linesOf(() => request(app.getHttpServer()).get('/api/calls/c-2/missing'));
    expect(written).toEqual([expect.objectContaining({ level: 30, route: '/api/calls/:id/missing', status: 404 })]);
    expect(JSON.stringify(written)).not.toMatch(/warn|error/i);
  });

  it('logs a request no route answered with a null route', async () => {
    const { written } = await linesOf(() => request(app.getHttpServer()).get('/nowhere?token=t0p'));
    expect(written).toEqual([expect.objectContaining({ level: 30, route: null, url: '/nowhere?token=[Redacted]', status: 404 })]);
  });

  it("logs a 500 at error: the filter's line with the stack and the correlation id, then the request's", async () => {
    const { res, written } = await linesOf(() => request(app.getHttpServer()).get('/api/calls/c-3/broken').set('X-Request-Id', 'probe-request-0500'));
    expect(res.status).toBe(500);
    expect(written).toEqual([
      expect.objectContaining({ level: 50, context: 'HTTP', requestId: 'probe-request-0500', correlationId: 'probe-request-0500', err: expect.objectContaining({ type: 'Error', message: 'kaput' }) }),
      expect.objectContaining({ level: 50, requestId: 'probe-request-0500', route: '/api/calls/:id/broken', status: 500 }),
    ]);
    expect(written[0].err.stack).toMatch(/^Error: kaput\n\s+at .*json-logs\.spec\.ts/);
  });

  it('never logs headers: cookies and authorization stay out', async () => {
    const { written } = await linesOf(() =>
      request(app.getHttpServer()).get('/api/calls/c-4/status').set('Cookie', 'll_session=s3ss10n-value').set('Authorization', 'Bearer m3tr1cs-value'),
    );
    expect(written).toHaveLength(2);
    expect(JSON.stringify(written)).not.toMatch(/s3ss10n|m3tr1cs/);
  });

  it("keeps Nest's start-up lines (a line per route) below info", () => {
    expect(lines.filter((l) => ['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication'].includes(l.context))).toEqual([]);
  });
});
