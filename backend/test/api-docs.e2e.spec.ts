import type { OpenAPIObject } from '@nestjs/swagger';
import endpointTypes from '../src/modules/api-docs/endpoint-types.generated.json';
import { readEndpointTypes } from '../tools/openapi/endpoint-types';
import { servedRoutes } from './support/served-routes';
import { startTestApp, type TestApp } from './support/test-app';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** docs/operations/api-document.md: the document lists every route the server answers, as the server answers it. */
describe('the API document', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  beforeAll(async () => {
    t = await startTestApp();
    const res = await t.browser().get('/api/docs/openapi.json').expect(200);
    document = res.body as OpenAPIObject;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })));

  it('lists every route the app serves under /api (and /metrics), with its method', () => {
    // Fastify's route tree keeps one parameter per position (`:provider|:id` when two routes name
    // it differently), so parameters are compared by position, not by name.
    const shape = (route: string) => route.replace(/(:\w+\|?)+/g, '{}').replace(/\{\w+\}/g, '{}');
    const served = servedRoutes(t.app.getHttpAdapter().getInstance())
      .filter((route) => / \/(api\/|metrics$)/.test(route) && !route.includes('/api/docs'))
      .map(shape);
    const documented = new Set(operations().map(({ path, method }) => shape(`${method} ${path}`)));
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !served.includes(route))).toEqual([]);
  });

  it('gives every operation its answer, its error shape and who may call it', () => {
    for (const { path, method, operation } of operations()) {
      const where = `${method} ${path}`;
      const success = Object.entries(operation.responses).filter(([status]) => /^[23]/.test(status));
      expect([where, success.length]).toEqual([where, 1]);
      const errors = Object.entries(operation.responses).filter(([status]) => /^[45]/.test(status));
      expect(errors.length).toBeGreaterThan(0);
      for (const [, response] of errors) expect((response as { content: unknown }).content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } });
      const roles = (operation as unknown as { 'x-roles': string[] })['x-roles'];
      expect([where, roles.every((role) => ['public', 'merchant', 'affiliate', 'admin'].includes(role))]).toEqual([where, true]);
      expect(operation.description).toMatch(/^Who may call it: /);
      expect(operation.security).toEqual(roles.includes('public') ? [] : [{ session: [] }]);
    }
  });

  it('resolves every schema reference', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => decodeURIComponent(match[1]));
    expect(refs.length).toBeGreaterThan(100);
    expect([...new Set(refs)].filter((name) => !document.components?.schemas?.[name])).toEqual([]);
  });

  it('describes request bodies with the rules the server enforces, and answers with the contracts types', () => {
    const register = document.paths['/api/auth/register'].post!;
    expect(register.requestBody).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/RegisterUserDto' } } } });
    expect(document.components!.schemas!.RegisterUserDto).toMatchObject({
      required: expect.arrayContaining(['email', 'password', 'role']),
      properties: { password: { type: 'string', minLength: 8 }, role: { enum: ['merchant', 'affiliate'] } },
    });
    expect(document.paths['/api/calls/pending'].get!.responses['200']).toMatchObject({ content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Call' } } } } });
    expect(document.components!.schemas!.Call).toMatchObject({ type: 'object', properties: { chargeAmount: { type: 'number' } } });
    const eventLog = document.paths['/api/admin/events'].get!;
    expect(eventLog.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'correlationId', in: 'query' })]));
  });

  it('says who may call each endpoint as the server decides it: a signed-out request to any signed-in endpoint gets 401', async () => {
    const guarded = operations().filter(({ operation }) => !(operation as unknown as { 'x-roles': string[] })['x-roles'].includes('public'));
    expect(guarded.length).toBeGreaterThan(70);
    const anonymous = t.browser();
    const answers: string[] = [];
    for (const { path, method } of guarded) {
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await anonymous[method](url).send({});
      if (res.status !== 401) answers.push(`${method} ${path}: ${res.status}`);
    }
    expect(answers).toEqual([]);
  });

  it('is built from endpoint types that are current with the sources (npm run openapi:types -w backend rewrites them)', () => {
    expect(readEndpointTypes()).toEqual(endpointTypes);
  }, 60_000);

  it('has a browsable page whose scripts come from this origin', async () => {
    const page = await t.browser().get('/api/docs').expect(200);
    expect(page.text).toContain('<title>LeadLedger API</title>');
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).not.toMatch(/^https?:/);
      await t.browser().get(new URL(script, 'http://localhost/api/docs').pathname).expect(200);
    }
  });
});
