import { type DynamicModule, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from './infrastructure/config/app-config';
import { DatabaseModule } from './infrastructure/database/database.module';
import { OriginCheckMiddleware } from './infrastructure/http/origin-check.middleware';
import { JsonLogsModule } from './infrastructure/logging/json-logs.module';
import { AffiliatesModule } from './modules/affiliates/affiliates.module';
import { AuthModule } from './modules/auth/auth.module';
import { BillingModule } from './modules/billing/billing.module';
import { HealthModule } from './modules/health/health.module';
import { IntegrationsModule } from './modules/integrations/integrations.module';
import { ProfileModule } from './modules/profile/profile.module';
import { ProgramsModule } from './modules/programs/programs.module';
import { BookingModule } from './modules/booking/booking.module';
import { TrackingModule } from './modules/tracking/tracking.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { CallsModule } from './modules/calls/calls.module';
import { MerchantBillingModule } from './modules/merchant-billing/merchant-billing.module';
import { PayoutsModule } from './modules/payouts/payouts.module';
import { AdminModule } from './modules/admin/admin.module';
import { DisputesModule } from './modules/disputes/disputes.module';
import { StatementModule } from './modules/statement/statement.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { ContactModule } from './modules/contact/contact.module';
import { AccountStatusModule } from './modules/account-status/account-status.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { DecisionDeadlinesModule } from './modules/decision-deadlines/decision-deadlines.module';
import { ReputationModule } from './modules/reputation/reputation.module';
import { SandboxClockModule } from './modules/sandbox-clock/sandbox-clock.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { ProjectionsModule } from './projections/projections.module';

@Module({})
export class AppModule implements NestModule {
  /** `jsonLogger`: main.ts's JSON logs (create-app.ts); tests leave it out and log no requests. */
  static forRoot(config: AppConfig, jsonLogger?: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [...(jsonLogger ? [JsonLogsModule.forRoot(jsonLogger)] : []), DatabaseModule.forRoot(config), ProjectionsModule, AuthModule, ProfileModule, IntegrationsModule, ProgramsModule, AffiliatesModule, BillingModule, HealthModule,
        BookingModule, TrackingModule, WebhooksModule, CallsModule, MerchantBillingModule, PayoutsModule, DisputesModule, AdminModule, StatementModule, AnalyticsModule, ContactModule, AccountStatusModule, MetricsModule,
        DecisionDeadlinesModule,
        ReputationModule,
        NotificationsModule,
        ...(config.sandboxClock ? [SandboxClockModule] : []),
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(OriginCheckMiddleware).forRoutes('*path');
  }
}
