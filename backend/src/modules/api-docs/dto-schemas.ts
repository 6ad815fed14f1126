import type { SchemaObject } from './openapi-types';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';

/**
 * JSON schemas of every request DTO from its class-validator rules (lengths, patterns, enums,
 * required fields), the same rules the validation pipe enforces, so the document cannot drift
 * from what the server accepts. Called once the app's modules are loaded (all DTOs registered).
 */
export function dtoSchemas(): Record<string, SchemaObject> {
  return validationMetadatasToSchemas({ refPointerPrefix: '#/components/schemas/' }) as Record<string, SchemaObject>;
}
