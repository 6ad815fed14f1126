import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { NestJsonLogger } from './nest-json-logger';

/**
 * nestjs-pino over the app's one pino logger (json-logger.ts). The request middleware itself
 * (request-log.ts) is mounted by create-app.ts ahead of everything else and gives each request its
 * `req.log` (`useExisting`), so static files and bodies refused by the JSON parser get their line
 * too; this module binds that logger for the code that runs inside the request.
 */
@Module({})
export class JsonLogsModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: JsonLogsModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: { logger },
          useExisting: true,
          // Every request, as app.module.ts mounts OriginCheckMiddleware. The logger it binds is
          // still bound when a body arrives after it ran (json-logs.spec.ts, a body sent late).
          forRoutes: ['*path'],
        }),
      ],
      providers: [NestJsonLogger],
      exports: [NestJsonLogger],
    };
  }
}
