import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { serveApiDocs } from './modules/api-docs/serve-api-docs';
import type { AppConfig } from './infrastructure/config/app-config';
import type { LogLevel } from './infrastructure/config/environment';
import { ApiExceptionFilter } from './infrastructure/http/api-exception.filter';
import { everyAnswer } from './infrastructure/http/every-answer.middleware';
import { jsonDepthLimit } from './infrastructure/http/json-depth.middleware';
import { registerJsonBody } from './infrastructure/http/json-body';
import { rememberRoutePattern } from './infrastructure/http/route-pattern';
import { createJsonLogger } from './infrastructure/logging/json-logger';
import { NestJsonLogger } from './infrastructure/logging/nest-json-logger';
import { readModelFreshness } from './infrastructure/http/read-model-freshness';
import { serveFrontend } from './infrastructure/http/serve-frontend';
import { createValidationPipe } from './infrastructure/http/validation.pipe';
import { WellFormedTextPipe } from './infrastructure/http/well-formed-text.pipe';

/** JSON bodies larger than this are refused with 413 (the logo upload has its own limit). */
const JSON_BODY_LIMIT = 100 * 1024;

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

/**
 * The whole HTTP app on Fastify (docs/decisions/0004-http-adapter.md), configured the same way for
 * `npm start`, `npm run dev` and the tests, and initialized: its routes are registered and it is
 * ready to listen or to be handed to a test client.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const jsonLogger = options.logLevel ? createJsonLogger(options.logLevel) : null;
  const adapter = new FastifyAdapter({
    // TRUST_PROXY: client addresses and the scheme come from X-Forwarded-* only behind a proxy.
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Fastify's own logger stays off: the app writes its own request lines (request-log.ts).
    logger: false,
    // As Express did: `/api/calls/` is `/api/calls`, and long path values reach the validation
    // pipes (a 400 naming the field) instead of a bare 404.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    // A path Fastify cannot decode (an encoded lone surrogate) is refused before routing; it is
    // answered in the API's error shape, as every other 400.
    frameworkErrors: (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.status(400).send({ message: 'The address contains characters that are not valid UTF-8. Check the link and try again.' });
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, jsonLogger ?? undefined), adapter, {
    // With JSON logs, what Nest says while starting waits for the JSON logger, then goes through it.
    ...(jsonLogger ? { bufferLogs: true } : { logger: options.logger ?? ['log', 'error', 'warn'] }),
    // JSON only, by our own parser (json-body.ts): it keeps the raw bytes for webhook signatures.
    bodyParser: false,
  });
  if (jsonLogger) app.useLogger(app.get(NestJsonLogger));
  const fastify = app.getHttpAdapter().getInstance();
  registerJsonBody(fastify, JSON_BODY_LIMIT);
  await app.register(fastifyCookie);
  // Only the logo upload reads multipart bodies, with its own limits (profile.controller.ts).
  await app.register(fastifyMultipart);
  // Parsed bodies are checked before any handler, validation or log walks them (json-depth.middleware.ts).
  fastify.addHook('preValidation', jsonDepthLimit);
  // The route pattern that answered, for request lines and /metrics labels (route-pattern.ts).
  fastify.addHook('onRequest', rememberRoutePattern);
  // Commands run inside it, so an answer can say which read models it could not wait for.
  fastify.addHook('preHandler', readModelFreshness);
  // Before everything else (docs/operations/logging.md, docs/architecture/security.md): every answer,
  // static files, 404s and bodies the JSON parser refuses included, is timed, named by its request
  // id, logged and given the security headers (every-answer.middleware.ts).
  app.use(everyAnswer(jsonLogger));
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(new WellFormedTextPipe(), createValidationPipe());
  serveApiDocs(app);
  if (options.frontendDir && existsSync(join(options.frontendDir, 'index.html'))) serveFrontend(app, options.frontendDir);
  await app.init();
  await fastify.ready();
  return app;
}
