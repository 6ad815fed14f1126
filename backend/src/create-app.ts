import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import type { AppConfig } from './infrastructure/config/app-config';
import { ApiExceptionFilter } from './infrastructure/http/api-exception.filter';
import { jsonDepthLimit } from './infrastructure/http/json-depth.middleware';
import { httpMetrics } from './infrastructure/metrics/http-metrics.middleware';
import { readModelFreshness } from './infrastructure/http/read-model-freshness';
import { RetryAfterInterceptor } from './infrastructure/http/retry-after.interceptor';
import { securityHeaders } from './infrastructure/http/security-headers.middleware';
import { createValidationPipe } from './infrastructure/http/validation.pipe';
import { WellFormedTextPipe } from './infrastructure/http/well-formed-text.pipe';

export interface CreateAppOptions {
  /** The built frontend to serve beside the API (`frontend/dist`); omitted in API-only tests. */
  frontendDir?: string;
  logger?: false | ('log' | 'error' | 'warn')[];
}

/** The whole HTTP app, configured the same way for `npm start`, `npm run dev` and the tests. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: options.logger ?? ['log', 'error', 'warn'],
    bodyParser: false,
    // Webhook signatures are over the raw bytes (Calendly); the JSON parser keeps them on req.rawBody.
    rawBody: true,
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // No ETag on API answers: hashing every JSON body cost each request time, and nothing asks for
  // conditional GETs of data that changes with each event. Static assets keep their ETag; the
  // index.html fallback is revalidated by its Last-Modified date (a 304 when unchanged).
  app.set('etag', false);
  // First of all, so every answer is timed for /metrics, whoever gives it.
  app.use(httpMetrics);
  // Before everything else, so every answer carries them: errors, 404s, static files, index.html.
  app.use(securityHeaders);
  app.useBodyParser('json', { limit: '100kb' });
  app.use(jsonDepthLimit);
  app.use(cookieParser());
  app.use(readModelFreshness);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalInterceptors(new RetryAfterInterceptor());
  app.useGlobalPipes(new WellFormedTextPipe(), createValidationPipe());
  if (options.frontendDir && existsSync(join(options.frontendDir, 'index.html'))) serveFrontend(app, options.frontendDir);
  return app;
}

/** Static files, then index.html for every other non-API GET so client-side routes load. */
function serveFrontend(app: NestExpressApplication, dir: string): void {
  app.useStaticAssets(dir, { index: false, maxAge: '1h' });
  const index = join(dir, 'index.html');
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/api') && req.path !== '/metrics') {
      res.setHeader('Cache-Control', 'no-cache');
      return res.sendFile(index);
    }
    next();
  });
}
