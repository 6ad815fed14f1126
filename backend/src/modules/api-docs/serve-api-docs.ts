import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { buildApiDocument } from './api-document';

/** Where the document and its browsable page live (docs/operations/api-document.md). */
export const API_DOCS_PATH = 'api/docs';
export const API_DOCUMENT_PATH = '/api/docs/openapi.json';

/**
 * `GET /api/docs/openapi.json` (the OpenAPI 3 document) and `GET /api/docs` (Swagger UI, from the
 * swagger-ui-dist package: its scripts are files of our own origin, as the CSP requires). Public:
 * the document describes routes and shapes, never data.
 */
export function serveApiDocs(app: INestApplication): void {
  // Built on the first request for it, not at every start (tests start the app many times).
  SwaggerModule.setup(API_DOCS_PATH, app, () => buildApiDocument(app), {
    jsonDocumentUrl: API_DOCUMENT_PATH,
    raw: ['json'],
    customSiteTitle: 'LeadLedger API',
    swaggerOptions: { persistAuthorization: false, withCredentials: true },
  });
}
