import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { NestJsonLogger } from './nest-json-logger';
import { requestLogOptions } from './request-log';

/**
 * nestjs-pino over the app's one pino logger (json-logger.ts). The request middleware itself is
 * mounted by create-app.ts ahead of everything else (`useExisting`), so static files and bodies
 * refused by the JSON parser get their line too; this module binds each request's logger for the
 * code that runs inside it.
 */
@Module({})
export class JsonLogsModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: JsonLogsModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: requestLogOptions(logger),
          useExisting: true,
          // A plain path, as app.module.ts gives OriginCheckMiddleware, so Nest mounts it with
          // `use`. nestjs-pino's default (or a path with a method) becomes an express route, which
          // every request no endpoint answers would then report as its route (in its line and in
          // the /metrics route label).
          forRoutes: ['*path'],
        }),
      ],
      providers: [NestJsonLogger],
      exports: [NestJsonLogger],
    };
  }
}
