import { Body, Controller, HttpCode, Post, Query, Req, UnauthorizedException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RequestWithRawBody } from '../../infrastructure/http/json-body';
import { CALENDLY_SIGNATURE_HEADER, verifyCalendlyWebhook } from '../../infrastructure/calendars/calendly-webhook-signature';
import { Public } from '../auth/decorators/public.decorator';
import { isUuid } from '../booking/attribution';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { type SigningIntegration, CalendlySigningKeys } from './calendly-signing-keys';
import { parseCalendlyWebhook } from './calendly-webhook.payload';
import { type CalendlyEventOutcome, HandleCalendlyEventCommand } from './commands/handle-calendly-event/handle-calendly-event.command';

export const BAD_SIGNATURE = 'The webhook signature is missing, wrong or stale.';

/**
 * The bytes Calendly signed, exactly as received: create-app.ts turns on Nest's `rawBody`, so the
 * JSON parser keeps them as `req.rawBody`. Re-serializing the parsed body would not match.
 */
function signedBytes(req: RequestWithRawBody): Buffer {
  if (!req.rawBody) throw new UnauthorizedException(BAD_SIGNATURE);
  return req.rawBody;
}

/** `POST /api/webhooks/calendly` (public: Calendly has no session; the signature is the proof). */
@Controller('api/webhooks')
@Public()
export class CalendlyWebhooksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly keys: CalendlySigningKeys,
  ) {}

  @Post('calendly')
  @HttpCode(200)
  async calendly(
    @Req() req: RequestWithRawBody,
    @Body() body: unknown,
    @Query('integration') integrationId: string | undefined,
    @RequestContext() context: CommandContext,
  ): Promise<{ ok: true } & CalendlyEventOutcome> {
    const signature = req.headers[CALENDLY_SIGNATURE_HEADER.toLowerCase()];
    const header = typeof signature === 'string' ? signature : undefined;
    const invitee = parseCalendlyWebhook(body);
    // Which connection sent it: named in the URL, or found by the Calendly user the payload names.
    // Nothing in the body is trusted until one of those connections' keys verifies the signature.
    const candidates: SigningIntegration[] = isUuid(integrationId)
      ? [await this.keys.byId(integrationId)].filter((c): c is SigningIntegration => c !== null)
      : await this.keys.byUsers([...new Set([invitee?.createdBy, ...(invitee?.hostUsers ?? [])].filter((u): u is string => !!u))]);
    const raw = signedBytes(req);
    const nowSeconds = Math.floor(context.now.getTime() / 1000);
    const integration = candidates.find((c) => verifyCalendlyWebhook(c.signingKey, header, raw, nowSeconds).valid);
    if (!integration) throw new UnauthorizedException(BAD_SIGNATURE);
    if (!invitee) return { ok: true, outcome: 'ignored', reason: 'not an invitee event' };
    return { ok: true, ...(await this.commands.execute(new HandleCalendlyEventCommand(integration, invitee, context))) };
  }
}
