import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { metricsAccess } from './metrics-access';

/** METRICS_TOKEN as read at start; null: loopback scrapers only. */
export const METRICS_TOKEN = Symbol('MetricsToken');

/** Runs after the session guard, which lets `/metrics` through as @Public(): a scraper has no session. */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(@Inject(METRICS_TOKEN) private readonly token: string | null) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const access = metricsAccess(this.token, { authorization: request.headers.authorization, remoteAddress: request.socket.remoteAddress });
    if (access === 'unauthorized') {
      http.getResponse<FastifyReply>().header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedException('Metrics need the bearer token set in METRICS_TOKEN: send "Authorization: Bearer <token>".');
    }
    if (access === 'forbidden') {
      throw new ForbiddenException('Metrics are served to this machine only. Scrape from the host itself, or set METRICS_TOKEN and send it as a bearer token.');
    }
    return true;
  }
}
