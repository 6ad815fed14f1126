import { Injectable, type LoggerService } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

/**
 * Nest's own start-up chatter: a line per module, per controller and per route (some 200). Kept
 * at debug, so at the default level a start prints only what the app itself has to say.
 */
const START_UP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/**
 * What Nest's `Logger` writes to once main.ts routes it here (create-app.ts): every
 * `new Logger('X')` of the code base becomes a JSON line through pino, `context: "X"`, and inside a
 * request it carries that request's `requestId` (nestjs-pino binds the request's logger).
 */
@Injectable()
export class NestJsonLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    // Nest passes the context last.
    if (START_UP_CONTEXTS.has(params[params.length - 1] as string)) this.pino.debug(message, ...params);
    else this.pino.log(message, ...params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.pino.error(message, ...params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.pino.warn(message, ...params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.pino.debug(message, ...params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.pino.verbose(message, ...params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.pino.fatal(message, ...params);
  }
}
