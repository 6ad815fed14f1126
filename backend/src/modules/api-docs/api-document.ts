import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { OperationObject, ParameterObject, ResponsesObject, SchemaObject } from './openapi-types';
import { SESSION_COOKIE } from '../auth/session/session-cookie';
import { dtoSchemas } from './dto-schemas';
import { type EndpointAccess, endpointAccess } from './endpoint-access';
import endpointTypes from './endpoint-types.generated.json';
import { errorResponses } from './error-responses';

type EndpointTypes = { operations: Record<string, { summary?: string; response?: SchemaObject; query?: { name: string; schema: SchemaObject }[]; queryClass?: string }>; schemas: Record<string, SchemaObject> };
const TYPES = endpointTypes as unknown as EndpointTypes;

/** Answers that are not JSON: what they carry instead (docs/operations/api-document.md). */
const RAW_ANSWERS: Record<string, { status: string; description: string; content?: Record<string, { schema: SchemaObject }> }> = {
  MetricsController_scrape: { status: '200', description: 'Prometheus text exposition format.', content: { 'text/plain': { schema: { type: 'string' } } } },
  UploadsController_logo: { status: '200', description: 'The logo image as uploaded (PNG, JPEG, GIF or WebP).', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
  IntegrationsController_callback: { status: '302', description: "Back to the merchant's Integrations page, saying whether the calendar connected." },
};

/**
 * The OpenAPI 3 document of every endpoint: paths, parameters and status codes from Nest's own
 * metadata (@nestjs/swagger), request bodies and queries from the class-validator DTOs, answers
 * from the contracts/ types the controllers declare (read from the sources by tools/openapi), and
 * who may call each from the guard's @Public()/@Roles() metadata.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('LeadLedger API')
    .setDescription(
      'Every endpoint of the LeadLedger app. Money is integer cents. Signed-in endpoints need the session cookie set by ' +
        '`POST /api/auth/login`; writes from a browser must come from the app\'s own origin. Every error answers `ApiErrorBody`.',
    )
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by signing in.' }, 'session')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const requestSchemas = dtoSchemas();
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...requestSchemas, ...TYPES.schemas } };
  const access = endpointAccess(app);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (operation) describeOperation(operation, path, method, access.get(operation.operationId ?? ''), requestSchemas);
    }
  }
  return document;
}

function describeOperation(operation: OperationObject, path: string, method: string, access: EndpointAccess | undefined, requestSchemas: Record<string, SchemaObject>): void {
  const id = operation.operationId ?? '';
  const types = TYPES.operations[id];
  if (!types || !access) throw new Error(`The API document does not know ${id} yet: run npm run openapi:types -w backend`);
  if (types.summary) operation.summary = types.summary;
  operation.parameters = [...(operation.parameters ?? []), ...queryParameters(types, requestSchemas)];
  operation.responses = { ...answer(id, path, operation.responses, types.response), ...errorResponses({ method, path, access, hasInput: Boolean(operation.requestBody) || operation.parameters.length > 0 }) };
  operation.security = access.kind === 'public' ? [] : [{ session: [] }];
  const who = access.kind === 'public' ? 'anyone, signed in or not' : access.roles ? `${access.roles.join(' or ')} accounts` : 'any signed-in account';
  operation.description = [`Who may call it: ${who}.`, operation.description].filter(Boolean).join('\n\n');
  (operation as OperationObject & { 'x-roles': string[] })['x-roles'] = access.kind === 'public' ? ['public'] : (access.roles ?? ['merchant', 'affiliate', 'admin']);
}

function queryParameters(types: EndpointTypes['operations'][string], requestSchemas: Record<string, SchemaObject>): ParameterObject[] {
  const named = (types.query ?? []).map(({ name, schema }): ParameterObject => ({ name, in: 'query', required: false, schema }));
  if (!types.queryClass) return named;
  const dto = requestSchemas[types.queryClass];
  if (!dto) throw new Error(`${types.queryClass} has no validation rules to document`);
  const required = new Set(dto.required ?? []);
  const fromClass = Object.entries(dto.properties ?? {}).map(([name, schema]): ParameterObject => ({ name, in: 'query', required: required.has(name), schema: schema as SchemaObject }));
  return [...named, ...fromClass];
}

/** The success answer: the status Nest sends (@HttpCode or its default) with the declared body. */
function answer(id: string, path: string, responses: ResponsesObject, body: SchemaObject | undefined): ResponsesObject {
  const raw = RAW_ANSWERS[id];
  if (raw) return { [raw.status]: { description: raw.description, ...(raw.content && { content: raw.content }) } };
  const status = Object.keys(responses).find((code) => code.startsWith('2')) ?? '200';
  if (!body) return { [status]: { description: 'Done; no body.' } };
  if (path.endsWith('.csv')) return { [status]: { description: 'A CSV file (RFC 4180), one header row.', content: { 'text/csv': { schema: { type: 'string' } } } } };
  return { [status]: { description: 'Success.', content: { 'application/json': { schema: body } } } };
}
