import { Logger, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CalendarConnectors } from '../../calendar-connectors';
import { IntegrationStore } from '../../integration-store';
import { ProgramPauses } from '../../program-pauses';
import { DisconnectIntegrationCommand } from './disconnect-integration.command';

@CommandHandler(DisconnectIntegrationCommand)
export class DisconnectIntegrationHandler implements ICommandHandler<DisconnectIntegrationCommand> {
  private readonly logger = new Logger('Integrations');

  constructor(
    private readonly store: IntegrationStore,
    private readonly connectors: CalendarConnectors,
    private readonly pauses: ProgramPauses,
  ) {}

  async execute({ merchantId, integrationId, context }: DisconnectIntegrationCommand): Promise<void> {
    const row = await this.store.findOwned(merchantId, integrationId);
    if (!row) throw new NotFoundException('Integration not found.');
    // Pauses first: a crash after them leaves the calendar connected and the programs paused, and
    // disconnecting again finishes; the other order could leave live programs with no calendar.
    await this.pauses.pauseFor(merchantId, row.provider, context);
    if (row.provider === 'calendly' && row.webhook_subscription_uri) {
      // Best effort: an expired connection cannot delete its webhook, and must still disconnect.
      try {
        await this.connectors.calendly.deleteWebhookSubscription(await this.connectors.freshTokens(row), row.webhook_subscription_uri);
      } catch (error) {
        this.logger.warn(`could not delete Calendly webhook of ${row.id}: ${(error as Error).message}`);
      }
    }
    await this.store.disconnect(row.id);
  }
}
