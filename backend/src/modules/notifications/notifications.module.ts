import { Module } from '@nestjs/common';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { loadOrCreateAppSecret } from '../../infrastructure/crypto/token-cipher';
import { APP_CONFIG } from '../../infrastructure/database/database.tokens';
import { EMAIL_SENDER, smtpSender } from './email-sender';
import { NotificationDeliverySweeper } from './notification-delivery.sweeper';
import { EmailPreferences } from './notification-preferences';
import { NotificationReadModel } from './notification-read-model';
import { NotificationsController } from './notifications.controller';
import { NOTIFICATIONS_PUBLIC_URL, notificationsPublicUrl } from './public-url';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeTokens } from './unsubscribe-token';

/**
 * Notifications (issue 16, docs/architecture/notifications.md): the notification centre over the
 * `notifications` read model, email preferences and the unsubscribe link, and the delivery of the
 * email outbox through SMTP_URL (or into the sandbox outbox without it).
 */
@Module({
  controllers: [UnsubscribeController, NotificationsController],
  providers: [
    NotificationReadModel,
    EmailPreferences,
    NotificationDeliverySweeper,
    { provide: EMAIL_SENDER, useFactory: (config: AppConfig) => (config.smtpUrl ? smtpSender(config.smtpUrl) : null), inject: [APP_CONFIG] },
    { provide: UnsubscribeTokens, useFactory: (config: AppConfig) => new UnsubscribeTokens(loadOrCreateAppSecret(config.dataDir)), inject: [APP_CONFIG] },
    { provide: NOTIFICATIONS_PUBLIC_URL, useFactory: notificationsPublicUrl },
  ],
})
export class NotificationsModule {}
