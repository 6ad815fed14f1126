import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createFormatter, createParser, DEFAULT_CONFIG, SchemaGenerator, type CompletedConfig } from 'ts-json-schema-generator';
import ts from 'typescript';
import { endpointSources } from './controller-types';

/** What the API document takes from the sources (docs/operations/api-document.md): kept as JSON beside it. */
export interface EndpointTypes {
  operations: Record<string, { summary?: string; response?: JsonSchema; query?: { name: string; schema: JsonSchema }[]; queryClass?: string }>;
  /** Named types the answers refer to (contracts/), as OpenAPI component schemas. */
  schemas: Record<string, JsonSchema>;
}
export type JsonSchema = Record<string, unknown>;

/** The backend's folder, whether this runs from its sources or from dist/. */
export const BACKEND = backendRoot(__dirname);
const API_ERROR_FILE = join(BACKEND, '..', 'contracts', 'src', 'api-error.ts');

/**
 * Reads every controller of the backend with the TypeScript checker: each endpoint's declared
 * answer (the contracts/ interfaces, which leave no trace at run time) becomes a JSON schema.
 */
export function readEndpointTypes(): EndpointTypes {
  const program = backendProgram();
  const controllers = program.getRootFileNames().filter((file) => file !== API_ERROR_FILE).sort();
  const config: CompletedConfig = { ...DEFAULT_CONFIG, expose: 'export', topRef: false, jsDoc: 'basic', skipTypeCheck: true, additionalProperties: true };
  const generator = new SchemaGenerator(program, createParser(program, config), createFormatter(config), config);
  const schemas: Record<string, JsonSchema> = {};
  const addSchema = (name: string, definition: JsonSchema) => {
    const existing = schemas[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(definition)) throw new Error(`Two different types are both named ${name}: rename one in contracts/`);
    schemas[name] = definition;
  };
  const toSchema = (node: ts.TypeNode): JsonSchema => {
    // A named answer (`Call`, `Call[]`) stays a reference, so the document lists it once by name.
    if (ts.isArrayTypeNode(node) && namedType(node.elementType)) return { type: 'array', items: toSchema(node.elementType) };
    const { definitions, $schema: _ignored, ...root } = generator.createSchemaFromNodes([node]) as JsonSchema & { definitions?: Record<string, JsonSchema> };
    for (const [name, definition] of Object.entries(definitions ?? {})) addSchema(name, definition);
    const name = namedType(node);
    if (!name) return root;
    addSchema(name, root);
    return { $ref: `#/definitions/${name}` };
  };
  const operations: EndpointTypes['operations'] = {};
  for (const endpoint of endpointSources(program, controllers).sort((a, b) => a.operationId.localeCompare(b.operationId))) {
    operations[endpoint.operationId] = {
      ...(endpoint.summary && { summary: endpoint.summary }),
      ...(endpoint.response && { response: toSchema(endpoint.response) }),
      // A query value arrives as text whatever the parameter's declared type (`unknown` until validated).
      ...(endpoint.namedQuery.length > 0 && { query: endpoint.namedQuery.map(({ name, type }) => ({ name, schema: type ? orText(toSchema(type)) : { type: 'string' } })) }),
      ...(endpoint.queryClass && { queryClass: endpoint.queryClass }),
    };
  }
  // Every non-2xx answer's body (ApiExceptionFilter), referenced by every operation's error responses.
  const apiError = program.getSourceFile(API_ERROR_FILE);
  const errorBody = apiError?.statements.find((node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'ApiErrorBody');
  if (!errorBody) throw new Error('contracts/src/api-error.ts no longer declares ApiErrorBody');
  const { $schema: _ignored, definitions: _none, ...errorSchema } = generator.createSchemaFromNodes([errorBody]) as JsonSchema;
  addSchema('ApiErrorBody', errorSchema);
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return withoutUndefined(JSON.parse(JSON.stringify({ operations, schemas: sorted }).replaceAll('#/definitions/', '#/components/schemas/'))) as EndpointTypes;
}

function orText(schema: JsonSchema): JsonSchema {
  return Object.keys(schema).length === 0 ? { type: 'string' } : schema;
}

/** `Name` of a reference to a type declared by name (an interface or alias), not a built-in generic. */
function namedType(node: ts.TypeNode): string | undefined {
  if (!ts.isTypeReferenceNode(node) || !ts.isIdentifier(node.typeName) || node.typeArguments) return undefined;
  return node.typeName.text;
}

/** `T | undefined` is written as anyOf [T, {not: {}}]; in JSON it just means T may be left out. */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (!value || typeof value !== 'object') return value;
  const object = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutUndefined(item)])) as JsonSchema;
  if (Array.isArray(object.anyOf)) {
    const kept = object.anyOf.filter((member) => JSON.stringify(member) !== '{"not":{}}');
    if (kept.length === 1) {
      const { anyOf: _anyOf, ...rest } = object;
      return { ...rest, ...(kept[0] as JsonSchema) };
    }
    object.anyOf = kept;
  }
  return object;
}

function backendProgram(): ts.Program {
  const configFile = join(BACKEND, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  const controllers = parsed.fileNames.filter((file) => file.startsWith(join(BACKEND, 'src')) && file.endsWith('.controller.ts'));
  return ts.createProgram({ rootNames: [...controllers, API_ERROR_FILE], options: parsed.options });
}

function backendRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@leadledger/backend') return dir;
  }
  throw new Error(`no backend package above ${from}`);
}
