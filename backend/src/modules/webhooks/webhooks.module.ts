import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { loadOrCreateAppSecret, TokenCipher } from '../../infrastructure/crypto/token-cipher';
import { APP_CONFIG } from '../../infrastructure/database/database.tokens';
import { BookingModule } from '../booking/booking.module';
import { IntegrationsModule } from '../integrations/integrations.module';
import { CalendlyInviteeCalls } from './calendly-invitee-calls';
import { CalendlySigningKeys } from './calendly-signing-keys';
import { CalendlyWebhooksController } from './calendly-webhooks.controller';
import { HandleCalendlyEventHandler } from './commands/handle-calendly-event/handle-calendly-event.handler';
import { SandboxCalendlyController } from './sandbox/sandbox-calendly.controller';
import { UnattributedBookings } from './unattributed-bookings';

/** Calendly webhooks (issue 4) and the sandbox scheduling page that sends them. */
@Module({
  imports: [CqrsModule, BookingModule, IntegrationsModule],
  controllers: [CalendlyWebhooksController, SandboxCalendlyController],
  providers: [
    // Same secret and key derivation as IntegrationsModule's cipher, which seals the signing keys.
    { provide: TokenCipher, useFactory: (config: AppConfig) => new TokenCipher(loadOrCreateAppSecret(config.dataDir)), inject: [APP_CONFIG] },
    CalendlySigningKeys,
    CalendlyInviteeCalls,
    HandleCalendlyEventHandler,
    UnattributedBookings,
  ],
})
export class WebhooksModule {}
