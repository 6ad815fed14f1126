import type { OpenAPIObject } from '@nestjs/swagger';

/** The OpenAPI object types, reached through OpenAPIObject: @nestjs/swagger exports only that one. */
export type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
export type ResponsesObject = OperationObject['responses'];
export type ResponseObject = Exclude<ResponsesObject[string], { $ref: string }>;
export type ParameterObject = Exclude<NonNullable<OperationObject['parameters']>[number], { $ref: string }>;
export type SchemaObject = Exclude<NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string], { $ref: string }>;
