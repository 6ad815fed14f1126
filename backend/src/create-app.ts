import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { serveApiDocs } from './modules/api-docs/serve-api-docs';
import type { AppConfig } from './infrastructure/config/app-config';
import type { LogLevel } from './infrastructure/config/environment';
import { ApiExceptionFilter } from './infrastructure/http/api-exception.filter';
import { jsonDepthLimit } from './infrastructure/http/json-depth.middleware';
import { createJsonLogger } from './infrastructure/logging/json-logger';
import { NestJsonLogger } from './infrastructure/logging/nest-json-logger';
import { requestId } from './infrastructure/logging/request-id';
import { requestLog } from './infrastructure/logging/request-log';
import { httpMetrics } from './infrastructure/metrics/http-metrics.middleware';
import { readModelFreshness } from './infrastructure/http/read-model-freshness';
import { RetryAfterInterceptor } from './infrastructure/http/retry-after.interceptor';
import { securityHeaders } from './infrastructure/http/security-headers.middleware';
import { serveFrontend } from './infrastructure/http/serve-frontend';
import { createValidationPipe } from './infrastructure/http/validation.pipe';
import { WellFormedTextPipe } from './infrastructure/http/well-formed-text.pipe';

export interface CreateAppOptions {
  /** The built frontend to serve beside the API (`frontend/dist`); omitted in API-only tests. */
  frontendDir?: string;
  /** Nest's console logger, for tests: the levels it prints. Unused when `logLevel` is given. */
  logger?: false | ('log' | 'error' | 'warn')[];
  /**
   * JSON logs on stdout from this level up (main.ts, LOG_LEVEL): a line per request and every
   * Nest `Logger` line (docs/operations/logging.md). Left out, no request is logged: tests stay quiet.
   */
  logLevel?: LogLevel;
}

/** The whole HTTP app, configured the same way for `npm start`, `npm run dev` and the tests. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const jsonLogger = options.logLevel ? createJsonLogger(options.logLevel) : null;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, jsonLogger ?? undefined), {
    // With JSON logs, what Nest says while starting waits for the JSON logger, then goes through it.
    ...(jsonLogger ? { bufferLogs: true } : { logger: options.logger ?? ['log', 'error', 'warn'] }),
    bodyParser: false,
    // Webhook signatures are over the raw bytes (Calendly); the JSON parser keeps them on req.rawBody.
    rawBody: true,
  });
  if (jsonLogger) app.useLogger(app.get(NestJsonLogger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // No ETag on API answers: hashing every JSON body cost each request time, and nothing asks for
  // conditional GETs of data that changes with each event. Static assets keep their ETag; the
  // index.html fallback is revalidated by its Last-Modified date (a 304 when unchanged).
  app.set('etag', false);
  // First of all, so every answer is timed for /metrics, whoever gives it.
  app.use(httpMetrics);
  // Next, so every answer names its request id and, with JSON logs, has its line, static files
  // and bodies the JSON parser refuses included; the line's time then covers reading the body.
  app.use(requestId);
  if (jsonLogger) app.use(requestLog(jsonLogger));
  // Before everything else, so every answer carries them: errors, 404s, static files, index.html.
  app.use(securityHeaders);
  app.useBodyParser('json', { limit: '100kb' });
  app.use(jsonDepthLimit);
  app.use(cookieParser());
  app.use(readModelFreshness);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalInterceptors(new RetryAfterInterceptor());
  app.useGlobalPipes(new WellFormedTextPipe(), createValidationPipe());
  serveApiDocs(app);
  if (options.frontendDir && existsSync(join(options.frontendDir, 'index.html'))) serveFrontend(app, options.frontendDir);
  return app;
}
