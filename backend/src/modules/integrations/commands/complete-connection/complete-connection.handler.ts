import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import type { NewIntegration } from '../../integration-store';
import { IntegrationStore } from '../../integration-store';
import { ProgramPauses } from '../../program-pauses';
import { CalendarConnectors } from '../../calendar-connectors';
import { OAuthStates } from '../../oauth-state';
import { CompleteConnectionCommand } from './complete-connection.command';

@CommandHandler(CompleteConnectionCommand)
export class CompleteConnectionHandler implements ICommandHandler<CompleteConnectionCommand> {
  constructor(
    private readonly states: OAuthStates,
    private readonly connectors: CalendarConnectors,
    private readonly store: IntegrationStore,
    private readonly pauses: ProgramPauses,
  ) {}

  async execute(command: CompleteConnectionCommand): Promise<void> {
    const merchantId = await this.states.consume(command.state, command.provider);
    if (!merchantId) throw new BadRequestException('This connection link has expired or was already used. Start again from Integrations.');
    if (command.sessionUserId && command.sessionUserId !== merchantId) {
      throw new ForbiddenException('This connection was started by another account. Sign in as that merchant and start again.');
    }
    const redirectUri = `${command.origin}/api/integrations/${command.provider}/callback`;
    const connector = this.connectors.connector(command.provider);
    const tokens = await connector.exchangeCode(command.code, redirectUri);
    const id = randomUUID();
    const base = { id, merchantId, provider: command.provider, isSandbox: connector.mode === 'sandbox', tokens };
    const integration: NewIntegration =
      command.provider === 'google'
        ? {
            ...base,
            calendarId: 'primary',
            calendarName: connector.mode === 'sandbox' ? 'Sandbox calendar' : 'Primary calendar',
            calendarAppUrl: connector.mode === 'sandbox' ? null : 'https://calendar.google.com/calendar/r',
            externalUserUri: null,
            externalOrganizationUri: null,
            calendlyPlanType: null,
            supportsUtmTracking: true,
            eventTypes: [],
            webhookSigningKey: null,
            webhookSubscriptionUri: null,
          }
        : await this.calendlyDetails(base, command.origin);
    await this.store.connect(integration);
    // Programs paused because this kind of calendar went away take bookings again. A crash here
    // leaves them paused, and the merchant may resume them (docs/architecture/invariants.md).
    await this.pauses.resumeFor(merchantId, command.provider);
  }

  /** Calendly: the account, its meeting types, and a webhook subscription for bookings (issue 4). */
  private async calendlyDetails(base: Pick<NewIntegration, 'id' | 'merchantId' | 'provider' | 'isSandbox' | 'tokens'>, origin: string): Promise<NewIntegration> {
    const calendly = this.connectors.calendly;
    const account = await calendly.currentUser(base.tokens);
    const eventTypes = await calendly.eventTypes(base.tokens, account.uri);
    const signingKey = randomBytes(32).toString('base64url');
    const subscription = await calendly.createWebhookSubscription(base.tokens, {
      url: `${origin}/api/webhooks/calendly`,
      organization: account.organization,
      user: account.uri,
      scope: 'user',
      events: ['invitee.created', 'invitee.canceled'],
      signingKey,
    });
    return {
      ...base,
      calendarId: null,
      calendarName: account.name,
      calendarAppUrl: account.schedulingUrl,
      externalUserUri: account.uri,
      externalOrganizationUri: account.organization,
      // Webhook subscriptions (and so UTM attribution) need a paid Calendly plan; creating one succeeded.
      calendlyPlanType: base.isSandbox ? 'sandbox' : 'paid',
      supportsUtmTracking: true,
      eventTypes,
      webhookSigningKey: signingKey,
      webhookSubscriptionUri: subscription.uri,
    };
  }
}
