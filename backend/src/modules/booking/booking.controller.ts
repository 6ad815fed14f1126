import { Body, Controller, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BookCallResponse, CalendarEventsResponse, MerchantInfo } from '@leadledger/contracts/booking';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiter } from '../../infrastructure/http/rate-limiter';
import { Public } from '../auth/decorators/public.decorator';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { CalendarEventsDto, MerchantInfoDto } from './booking.dto';
import { BookCallCommand } from './commands/book-call/book-call.command';
import { BookCallDto } from './commands/book-call/book-call.dto';
import { idempotencyKeyFrom } from '../shared/idempotency/idempotency-keys';
import { bookCallLimit, calendarEventsLimit } from './public-rate-limits';
import { ClientFingerprint } from '../tracking/client-fingerprint';
import { GetMerchantInfo } from './queries/get-merchant-info/get-merchant-info.query';
import { ListCalendarEvents } from './queries/list-calendar-events/list-calendar-events.query';

/** docs/product/api.md, Public booking and tracking: the booking page's three calls (no session). */
@Controller('api')
@Public()
export class BookingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
    private readonly merchantInfo: GetMerchantInfo,
    private readonly calendarEvents: ListCalendarEvents,
    private readonly fingerprint: ClientFingerprint,
  ) {}

  @Post('merchant-info')
  @HttpCode(200)
  info(@Body() body: MerchantInfoDto): Promise<MerchantInfo> {
    return this.merchantInfo.execute(body.referralCode, body.aff);
  }

  @Post('calendar-events')
  @HttpCode(200)
  async events(@Body() body: CalendarEventsDto, @Req() req: FastifyRequest, @RequestContext() context: CommandContext): Promise<CalendarEventsResponse> {
    await this.limiter.hit([calendarEventsLimit(req.ip)], 'calendar');
    return this.calendarEvents.execute(body.referralCode, body.weekStart, context.now);
  }

  @Post('book-call')
  async book(
    @Body() body: BookCallDto,
    @Headers('idempotency-key') idempotencyHeader: string | undefined,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @RequestContext() context: CommandContext,
  ): Promise<BookCallResponse> {
    const key = idempotencyKeyFrom(idempotencyHeader);
    await this.limiter.hit([bookCallLimit(req.ip)], 'booking');
    const client = { ipHash: this.fingerprint.hash('ip', req.ip), deviceHash: this.fingerprint.hash('user-agent', req.headers['user-agent']) };
    const outcome = await this.commands.execute(new BookCallCommand(body, key, context, client));
    res.status(outcome.status);
    return outcome.body;
  }
}
