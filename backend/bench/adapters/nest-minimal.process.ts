import 'reflect-metadata';
import { type CallHandler, type CanActivate, Controller, type ExecutionContext, Get, Injectable, Module, type NestInterceptor, Param } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR, NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';

/**
 * The HTTP adapter comparison (docs/decisions/0004-http-adapter.md): the least a Nest app does per
 * request, on the adapter named by argv[2] (`express` or `fastify`), in a process of its own like
 * the app. One route of the tracking endpoint's shape, a global guard that reads route metadata
 * (as the session guard does) and a global interceptor (as the app has one): the framework's own
 * cost, without the app's middleware, database or logging. Prints its port.
 */
const body = { redirectUrl: 'https://calendly.com/bench/discovery', programName: 'Bench' };

@Controller('api/track-with-loading')
class TrackingShapeController {
  @Get(':code')
  track(@Param('code') _code: string): typeof body {
    return body;
  }
}

@Injectable()
class MetadataGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}
  canActivate(context: ExecutionContext): boolean {
    return this.reflector.getAllAndOverride<boolean>('isPublic', [context.getHandler(), context.getClass()]) !== false;
  }
}

@Injectable()
class PassThroughInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler) {
    return next.handle();
  }
}

@Module({
  controllers: [TrackingShapeController],
  providers: [
    { provide: APP_GUARD, useClass: MetadataGuard },
    { provide: APP_INTERCEPTOR, useClass: PassThroughInterceptor },
  ],
})
class MinimalModule {}

async function main(): Promise<void> {
  const adapter = process.argv[2];
  if (adapter !== 'express' && adapter !== 'fastify') throw new Error(`usage: nest-minimal.process.js express|fastify (got ${adapter})`);
  const app = adapter === 'fastify' ? await NestFactory.create(MinimalModule, new FastifyAdapter(), { logger: false }) : await NestFactory.create(MinimalModule, { logger: false, bodyParser: false });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  if (typeof address === 'object' && address) console.log(`port ${address.port}`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
