import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { APP_CONFIG, PG_POOL } from '../../infrastructure/database/database.tokens';
import { ScheduledSweeper } from '../shared/scheduled-sweeper';
import { type DeliveryReport, EmailDelivery } from './email-delivery';
import { EMAIL_SENDER, type EmailSender } from './email-sender';
import { NOTIFICATIONS_PUBLIC_URL } from './public-url';
import { UnsubscribeTokens } from './unsubscribe-token';

/** Same number in every instance: only the holder sends, so two instances never work the outbox together. */
export const EMAIL_DELIVERY_LOCK = 7_140_025;
const DELIVER_EVERY_MS = 5_000;
/** A claim this old is taken as a sender that died between claiming and recording (docs/architecture/notifications.md). */
export const EMAIL_LEASE_MS = 120_000;

/**
 * Works the email outbox every few seconds in the instance that runs the projections
 * (docs/architecture/notifications.md, Delivery), under an advisory lock like the money sweeper.
 */
@Injectable()
export class NotificationDeliverySweeper extends ScheduledSweeper<DeliveryReport> {
  readonly delivery: EmailDelivery;

  constructor(
    @Inject(PG_POOL) pool: Pool,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) clock: Clock,
    @Inject(EMAIL_SENDER) sender: EmailSender | null,
    tokens: UnsubscribeTokens,
    @Inject(NOTIFICATIONS_PUBLIC_URL) publicUrl: string,
  ) {
    super(pool, { name: 'NotificationDelivery', lockKey: EMAIL_DELIVERY_LOCK, everyMs: DELIVER_EVERY_MS, staleAfterMs: EMAIL_LEASE_MS, enabled: config.runProjections });
    this.delivery = new EmailDelivery(pool, { sender, tokens, publicUrl, clock, leaseMs: EMAIL_LEASE_MS });
  }

  protected async sweep(): Promise<DeliveryReport> {
    const report = await this.delivery.deliverDue();
    if (report.retrying + report.failed > 0) this.logger.warn(`email delivery: ${JSON.stringify(report)}`);
    return report;
  }
}
