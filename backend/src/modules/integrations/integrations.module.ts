import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { calendarAdaptersFromEnvironment } from '../../infrastructure/calendars/calendar-adapters';
import { CALENDAR_SERVICE, SCHEDULING_TOOL } from '../../infrastructure/calendars/calendar.port';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { loadOrCreateAppSecret, TokenCipher } from '../../infrastructure/crypto/token-cipher';
import { APP_CONFIG } from '../../infrastructure/database/database.tokens';
import { CalendarConnectors } from './calendar-connectors';
import { CompleteConnectionHandler } from './commands/complete-connection/complete-connection.handler';
import { DisconnectIntegrationHandler } from './commands/disconnect-integration/disconnect-integration.handler';
import { StartConnectionHandler } from './commands/start-connection/start-connection.handler';
import { SyncIntegrationHandler } from './commands/sync-integration/sync-integration.handler';
import { IntegrationsController } from './integrations.controller';
import { IntegrationStore } from './integration-store';
import { OAuthStates } from './oauth-state';
import { ProgramPauses } from './program-pauses';

const ADAPTERS = Symbol('CalendarAdapters');

/** Calendar connections (docs/product/screens-and-routes.md, Integrations); real adapters when credentials are set, else the sandbox. */
@Module({
  imports: [CqrsModule],
  controllers: [IntegrationsController],
  providers: [
    { provide: ADAPTERS, useFactory: () => calendarAdaptersFromEnvironment() },
    { provide: CALENDAR_SERVICE, useFactory: (a: ReturnType<typeof calendarAdaptersFromEnvironment>) => a.calendarService, inject: [ADAPTERS] },
    { provide: SCHEDULING_TOOL, useFactory: (a: ReturnType<typeof calendarAdaptersFromEnvironment>) => a.schedulingTool, inject: [ADAPTERS] },
    { provide: TokenCipher, useFactory: (config: AppConfig) => new TokenCipher(loadOrCreateAppSecret(config.dataDir)), inject: [APP_CONFIG] },
    IntegrationStore,
    OAuthStates,
    CalendarConnectors,
    ProgramPauses,
    StartConnectionHandler,
    CompleteConnectionHandler,
    SyncIntegrationHandler,
    DisconnectIntegrationHandler,
  ],
  exports: [IntegrationStore, CalendarConnectors, CALENDAR_SERVICE, SCHEDULING_TOOL],
})
export class IntegrationsModule {}
