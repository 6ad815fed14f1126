import { Body, Controller, HttpCode, Inject, NotFoundException, Post, Req, UnprocessableEntityException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SandboxCalendlyBookResponse } from '@leadledger/contracts/booking';
import type { FastifyRequest } from 'fastify';
import { SANDBOX_MEETING_TYPES } from '../../../infrastructure/calendars/sandbox-calendly.calendar';
import { SCHEDULING_TOOL, type SchedulingTool } from '../../../infrastructure/calendars/calendar.port';
import { RateLimiter } from '../../../infrastructure/http/rate-limiter';
import { Public } from '../../auth/decorators/public.decorator';
import { ClickLookup } from '../../booking/click-lookup';
import { PublicPrograms } from '../../booking/public-programs';
import { sandboxCalendlyLimit } from '../../booking/public-rate-limits';
import type { CommandContext } from '../../shared/event-sourced-command';
import { RequestContext } from '../../shared/request-context.decorator';
import { parseCalendlyWebhook } from '../calendly-webhook.payload';
import { CalendlySigningKeys, type SigningIntegration } from '../calendly-signing-keys';
import { HandleCalendlyEventCommand } from '../commands/handle-calendly-event/handle-calendly-event.command';
import { SandboxCalendlyBookDto } from './sandbox-calendly-book.dto';
import { sandboxInviteeCreated } from './sandbox-invitee.payload';

export const NOT_CONNECTED = 'This scheduling page is not connected to a sandbox Calendly account.';

/**
 * The sandbox Calendly's scheduling page: booking there builds the `invitee.created` webhook
 * Calendly would send and hands it to the command the webhook endpoint runs, in this process.
 * It used to POST it to the address in the request's Host header, which let anyone make this
 * public page send signed requests to any host and learn from the status whether it answered
 * (docs/architecture/security.md). Only exists while the Calendly adapter is the sandbox.
 */
@Controller('api/sandbox/calendly')
@Public()
export class SandboxCalendlyController {
  constructor(
    @Inject(SCHEDULING_TOOL) private readonly calendly: SchedulingTool,
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
    private readonly keys: CalendlySigningKeys,
    private readonly programs: PublicPrograms,
    private readonly clicks: ClickLookup,
  ) {}

  @Post('book')
  @HttpCode(200)
  async book(@Body() body: SandboxCalendlyBookDto, @Req() req: FastifyRequest, @RequestContext() context: CommandContext): Promise<SandboxCalendlyBookResponse> {
    await this.limiter.hit([sandboxCalendlyLimit(req.ip)], 'booking');
    if (this.calendly.mode !== 'sandbox') throw new NotFoundException('The sandbox Calendly is off: Calendly is connected for real.');
    const type = SANDBOX_MEETING_TYPES.find((t) => t.slug === body.slug);
    if (!type) throw new NotFoundException('Unknown meeting type.');
    if (new Date(body.startTime) <= context.now) throw new UnprocessableEntityException('That time has already passed. Please choose a later one.');
    const integration = await this.integrationFor(body);
    if (!integration?.userUri) throw new NotFoundException(NOT_CONNECTED);
    const { inviteeUri, body: webhook } = sandboxInviteeCreated(body, type, integration.userUri, context.now);
    // Through the webhook endpoint's own parser, so the command gets what a delivery of this body gives it.
    const invitee = parseCalendlyWebhook(webhook);
    if (!invitee) throw new Error('the sandbox built an invitee.created webhook its own parser does not read');
    await this.commands.execute(new HandleCalendlyEventCommand(integration, invitee, context));
    return { ok: true, inviteeUri };
  }

  /** Named, or the connection of the merchant whose program the visitor came through (click, then code). */
  private async integrationFor(body: SandboxCalendlyBookDto): Promise<SigningIntegration | null> {
    if (body.integrationId) return this.keys.byId(body.integrationId);
    const click = await this.clicks.find(body.utm_content ?? '');
    const program = click ? await this.programs.byId(click.programId) : await this.programs.byCode(body.utm_campaign ?? '');
    return program ? this.keys.activeOfMerchant(program.merchantId) : null;
  }
}
