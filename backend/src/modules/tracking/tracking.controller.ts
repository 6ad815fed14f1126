import { Controller, Get, Param, Query, Req, UseFilters } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { TrackResponse } from '@leadledger/contracts/booking';
import type { FastifyRequest } from 'fastify';
import type { ClickUtm } from '../../domain/click/click.events';
import { MemoryRateLimiter } from '../../infrastructure/http/memory-rate-limiter';
import { Public } from '../auth/decorators/public.decorator';
import { trackingLimit } from '../booking/public-rate-limits';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { RecordClickCommand } from './commands/record-click/record-click.command';
import { TrackingTextErrorsFilter } from './tracking-text-errors.filter';

/** A query value as one short string, or null: repeated or oversized parameters are not trusted. */
function single(value: unknown, max = 200): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
}

/** `GET /api/track-with-loading/{code}` (public; docs/product/api.md, Public booking and tracking). */
@Controller('api/track-with-loading')
@Public()
@UseFilters(TrackingTextErrorsFilter)
export class TrackingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: MemoryRateLimiter,
  ) {}

  @Get(':code')
  async track(@Param('code') code: string, @Query() query: Record<string, unknown>, @Req() req: FastifyRequest, @RequestContext() context: CommandContext): Promise<TrackResponse> {
    const ip = req.ip; // computed from the proxy headers on each read
    const limit = trackingLimit(ip);
    this.limiter.hit(limit.key, limit.max, limit.windowSeconds, 'tracking');
    const utm: ClickUtm = {
      source: single(query.utm_source),
      medium: single(query.utm_medium),
      campaign: single(query.utm_campaign),
      content: single(query.utm_content),
      term: single(query.utm_term),
    };
    // The tracking page passes document.referrer: the API's own Referer would be that page.
    const referrer = single(query.referrer, 500) ?? single(req.headers.referer, 500);
    return this.commands.execute(
      new RecordClickCommand(code, single(query.aff, 64), utm, referrer, ip, req.headers['user-agent'], context),
    );
  }
}
