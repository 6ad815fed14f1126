import { BadGatewayException, Body, Controller, HttpCode, Inject, NotFoundException, Post, Req, UnprocessableEntityException } from '@nestjs/common';
import type { SandboxCalendlyBookResponse } from '@leadledger/contracts/booking';
import type { Request } from 'express';
import { SANDBOX_MEETING_TYPES } from '../../../infrastructure/calendars/sandbox-calendly.calendar';
import { SCHEDULING_TOOL, type SchedulingTool } from '../../../infrastructure/calendars/calendar.port';
import { signCalendlyWebhook } from '../../../infrastructure/calendars/calendly-webhook-signature';
import { Public } from '../../auth/decorators/public.decorator';
import { ClickLookup } from '../../booking/click-lookup';
import { PublicPrograms } from '../../booking/public-programs';
import { publicOrigin } from '../../integrations/public-origin';
import type { CommandContext } from '../../shared/event-sourced-command';
import { RequestContext } from '../../shared/request-context.decorator';
import { CalendlySigningKeys, type SigningIntegration } from '../calendly-signing-keys';
import { SandboxCalendlyBookDto } from './sandbox-calendly-book.dto';
import { sandboxInviteeCreated } from './sandbox-invitee.payload';

export const NOT_CONNECTED = 'This scheduling page is not connected to a sandbox Calendly account.';

/**
 * The sandbox Calendly's scheduling page (DESIGN.md 7): booking there sends a signed
 * `invitee.created` to our own webhook endpoint over HTTP, exactly as Calendly would. Only exists
 * while the Calendly adapter is the sandbox.
 */
@Controller('api/sandbox/calendly')
@Public()
export class SandboxCalendlyController {
  constructor(
    @Inject(SCHEDULING_TOOL) private readonly calendly: SchedulingTool,
    private readonly keys: CalendlySigningKeys,
    private readonly programs: PublicPrograms,
    private readonly clicks: ClickLookup,
  ) {}

  @Post('book')
  @HttpCode(200)
  async book(@Body() body: SandboxCalendlyBookDto, @Req() req: Request, @RequestContext() context: CommandContext): Promise<SandboxCalendlyBookResponse> {
    if (this.calendly.mode !== 'sandbox') throw new NotFoundException('The sandbox Calendly is off: Calendly is connected for real.');
    const type = SANDBOX_MEETING_TYPES.find((t) => t.slug === body.slug);
    if (!type) throw new NotFoundException('Unknown meeting type.');
    if (new Date(body.startTime) <= context.now) throw new UnprocessableEntityException('That time has already passed. Please choose a later one.');
    const integration = await this.integrationFor(body);
    if (!integration?.userUri) throw new NotFoundException(NOT_CONNECTED);
    const { inviteeUri, body: webhook } = sandboxInviteeCreated(body, type, integration.userUri, context.now);
    const raw = JSON.stringify(webhook);
    const response = await fetch(`${publicOrigin(req)}/api/webhooks/calendly`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Calendly-Webhook-Signature': signCalendlyWebhook(integration.signingKey, raw, Math.floor(Date.now() / 1000)) },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!response?.ok) throw new BadGatewayException('The sandbox Calendly could not deliver its webhook. Please try again.');
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
