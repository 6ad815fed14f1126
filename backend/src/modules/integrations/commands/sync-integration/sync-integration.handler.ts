import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SyncIntegrationResponse } from '@leadledger/contracts/integration';
import { CalendarConnectors } from '../../calendar-connectors';
import { IntegrationStore } from '../../integration-store';
import { SyncIntegrationCommand } from './sync-integration.command';
import { syncWindow, WEEKS_COVERED } from './sync-window';

@CommandHandler(SyncIntegrationCommand)
export class SyncIntegrationHandler implements ICommandHandler<SyncIntegrationCommand> {
  constructor(
    private readonly store: IntegrationStore,
    private readonly connectors: CalendarConnectors,
  ) {}

  async execute({ merchantId, integrationId, now }: SyncIntegrationCommand): Promise<SyncIntegrationResponse> {
    const row = await this.store.findOwned(merchantId, integrationId);
    if (!row) throw new NotFoundException('Integration not found.');
    const tokens = await this.connectors.freshTokens(row);
    if (row.provider === 'google') {
      const { from, to } = syncWindow(now);
      const blocks = await this.connectors.google.busyBlocks(tokens, row.calendar_id ?? 'primary', from, to);
      await this.store.replaceBusyBlocks(row.id, blocks);
      return { eventsCount: blocks.length, weeksCovered: WEEKS_COVERED };
    }
    const types = await this.connectors.calendly.eventTypes(tokens, row.external_user_uri ?? '');
    await this.store.saveEventTypes(row.id, types);
    return { eventsCount: types.length, weeksCovered: WEEKS_COVERED };
  }
}
