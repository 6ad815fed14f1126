import { Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AffectedProgram, CalendarEvent, CalendarIntegration, CalendlyEventTypesResponse, ConnectIntegrationResponse, SyncIntegrationResponse } from '@leadledger/contracts/integration';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CalendarProvider } from '../../infrastructure/calendars/calendar.errors';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import { CalendarConnectors } from './calendar-connectors';
import { CompleteConnectionCommand } from './commands/complete-connection/complete-connection.command';
import { DisconnectIntegrationCommand } from './commands/disconnect-integration/disconnect-integration.command';
import { StartConnectionCommand } from './commands/start-connection/start-connection.command';
import { SyncIntegrationCommand } from './commands/sync-integration/sync-integration.command';
import { IntegrationStore, toIntegrationResponse } from './integration-store';
import { ProgramPauses } from './program-pauses';
import { publicOrigin } from './public-origin';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';

const ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Integration not found.') });

function provider(value: string): CalendarProvider {
  if (value !== 'google' && value !== 'calendly') throw new NotFoundException('Unknown calendar provider: use google or calendly.');
  return value;
}

/** docs/product/api.md, Integrations: merchant only (docs/product/screens-and-routes.md, Roles and permissions). */
@Controller('api/integrations')
@Roles('merchant')
export class IntegrationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly store: IntegrationStore,
    private readonly connectors: CalendarConnectors,
    private readonly pauses: ProgramPauses,
  ) {}

  @Get('calendar')
  async list(@CurrentUser() merchant: UserEntity): Promise<CalendarIntegration[]> {
    return (await this.store.listActive(merchant.id)).map(toIntegrationResponse);
  }

  @Get('calendar/events/:id')
  async events(@CurrentUser() merchant: UserEntity, @Param('id', ID) id: string): Promise<CalendarEvent[]> {
    const row = await this.store.findOwned(merchant.id, id);
    if (!row) throw new NotFoundException('Integration not found.');
    return this.store.busyBlocks(row.id);
  }

  /** Live from Calendly (and cached for program creation); a dead connection says reconnect. */
  @Get('calendly/event-types')
  async eventTypes(@CurrentUser() merchant: UserEntity): Promise<CalendlyEventTypesResponse> {
    const row = await this.store.findActive(merchant.id, 'calendly');
    if (!row) throw new NotFoundException('Connect Calendly in Integrations first.');
    const types = await this.connectors.calendly.eventTypes(await this.connectors.freshTokens(row), row.external_user_uri ?? '');
    await this.store.saveEventTypes(row.id, types);
    return { collection: types };
  }

  @Post(':provider/connect')
  @HttpCode(200)
  connect(@CurrentUser() merchant: UserEntity, @Param('provider') name: string, @Req() req: FastifyRequest): Promise<ConnectIntegrationResponse> {
    return this.commands.execute(new StartConnectionCommand(merchant.id, provider(name), publicOrigin(req)));
  }

  /**
   * The provider's redirect lands here in the merchant's browser tab. Public because the state,
   * not the cookie, proves who started it; the answer is always a redirect to the Integrations page.
   */
  @Public()
  @Get(':provider/callback')
  async callback(
    @Param('provider') name: string,
    @Query('code') code: string | undefined,
    @Query('state') state: string | undefined,
    @Query('error') error: string | undefined,
    @CurrentUser() user: UserEntity | null,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const target = new URLSearchParams();
    try {
      const which = provider(name);
      if (error) throw new Error(error === 'access_denied' ? 'Access was not granted.' : `The provider reported: ${error}`);
      if (typeof code !== 'string' || typeof state !== 'string' || !code || !state) throw new Error('The provider did not send back an authorization code.');
      await this.commands.execute(new CompleteConnectionCommand(which, code, state, user?.id ?? null, publicOrigin(req)));
      target.set('connected', which);
    } catch (failure) {
      target.set('error', (failure as Error).message);
    }
    await res.redirect(`/integrations?${target.toString()}`, 303);
  }

  @Post(':id/sync')
  @HttpCode(200)
  sync(@CurrentUser() merchant: UserEntity, @Param('id', ID) id: string): Promise<SyncIntegrationResponse> {
    return this.commands.execute(new SyncIntegrationCommand(merchant.id, id, new Date()));
  }

  /** What disconnecting would pause, for the confirmation dialog. */
  @Get(':id/affected-programs')
  async affectedPrograms(@CurrentUser() merchant: UserEntity, @Param('id', ID) id: string): Promise<AffectedProgram[]> {
    const row = await this.store.findOwned(merchant.id, id);
    if (!row) throw new NotFoundException('Integration not found.');
    return this.pauses.affectedBy(merchant.id, row.provider);
  }

  @Delete(':id/disconnect')
  @HttpCode(204)
  async disconnect(@CurrentUser() merchant: UserEntity, @Param('id', ID) id: string, @RequestContext() context: CommandContext): Promise<void> {
    await this.commands.execute(new DisconnectIntegrationCommand(merchant.id, id, context));
  }
}
