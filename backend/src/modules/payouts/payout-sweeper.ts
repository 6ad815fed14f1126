import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { AffiliateWalletEvent } from '../../domain/affiliate-wallet/affiliate-wallet.events';
import { affiliateWalletDecider } from '../../domain/affiliate-wallet/affiliate-wallet.decide';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { APP_CONFIG, PG_POOL } from '../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';
import { walletStream } from '../calls/approval/approval-process';
import { type CommandContext, toDomainEvent } from '../shared/event-sourced-command';
import { ScheduledSweeper } from '../shared/scheduled-sweeper';
import { PayoutMethodReader } from './payout-method-reader';
import { PayoutProcess } from './payout-process';

/** Same number in every instance: only the holder sweeps, so two instances never resume one payout together. */
export const PAYOUT_SWEEPER_LOCK = 7_140_005;
const SWEEP_EVERY_MS = 30_000;
/** A payout this old with no answer recorded is taken as interrupted (crash, timeout, 503). */
export const PAYOUT_STALE_AFTER_MS = 60_000;

export type PayoutSweepReport = { resumed: number; completed: number; failed: number; stillUnknown: number };

/**
 * Finishes payouts left in flight (DESIGN.md 4): the processor is asked again with the SAME
 * idempotency key (the payout id) and the same request, so it replays the first outcome and
 * nothing is paid twice; the answer is recorded as PayoutCompleted or PayoutFailed.
 */
@Injectable()
export class PayoutSweeper extends ScheduledSweeper<PayoutSweepReport> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly methods: PayoutMethodReader,
    private readonly process: PayoutProcess,
  ) {
    super(pool, { name: 'PayoutSweeper', lockKey: PAYOUT_SWEEPER_LOCK, everyMs: SWEEP_EVERY_MS, staleAfterMs: PAYOUT_STALE_AFTER_MS, enabled: config.runProjections });
  }

  protected async sweep(staleAfterMs: number): Promise<PayoutSweepReport> {
    const report: PayoutSweepReport = { resumed: 0, completed: 0, failed: 0, stillUnknown: 0 };
    const now = this.clock.now();
    const context: CommandContext = { correlationId: `payout-sweep-${randomUUID()}`, actor: 'system', now };
    const { rows } = await this.pool.query<{ id: string; affiliate_id: string }>(
      `SELECT id, affiliate_id FROM payout_list WHERE status = 'requested' AND created_at <= $1 ORDER BY created_at LIMIT 100`,
      [new Date(now.getTime() - staleAfterMs)],
    );
    for (const row of rows) {
      const history = await this.store.readStream(walletStream(row.affiliate_id));
      const state = history.map((e) => toDomainEvent<AffiliateWalletEvent>(e)).reduce(affiliateWalletDecider.evolve, affiliateWalletDecider.initialState);
      if (state.payout?.payoutId !== row.id) continue;
      const requested = history.find((e) => e.type === 'PayoutRequested' && (e.data as { payoutId?: string }).payoutId === row.id);
      if (!requested) continue;
      report.resumed += 1;
      const method = await this.methods.stateAsOf(row.affiliate_id, requested.position);
      const settled = await this.process.settle(row.affiliate_id, state.payout, method.accountId, context);
      if (settled.outcome === 'completed') report.completed += 1;
      else if (settled.outcome === 'failed') report.failed += 1;
      else report.stillUnknown += 1;
    }
    if (report.resumed > 0) this.logger.log(`swept: ${JSON.stringify(report)}`);
    return report;
  }
}
