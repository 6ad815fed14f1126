import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { ApprovalStarted, DisputeUpholdStarted } from '../../domain/call/call.events';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { APP_CONFIG, PG_POOL } from '../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { callStream, foldCall } from '../calls/approval/approval-process';
import { type CommandContext, toDomainEvent } from '../shared/event-sourced-command';
import { ScheduledSweeper } from '../shared/scheduled-sweeper';
import { DisputeProcess } from './dispute-process';

/** Same number in every instance: only the holder sweeps, so two instances never resume one dispute together. */
export const DISPUTE_SWEEPER_LOCK = 7_140_006;
const SWEEP_EVERY_MS = 30_000;
/** An uphold this old with no answer recorded is taken as interrupted (crash, timeout, 503). */
export const DISPUTE_STALE_AFTER_MS = 60_000;

export type DisputeSweepReport = { resumed: number; upheld: number; failed: number; stillUnknown: number; clawedBack: number };

const withKey = (type: string, key: string) => (e: StoredEvent) => e.type === type && (e.data as { idempotencyKey?: string }).idempotencyKey === key;

/**
 * Finishes what a crash or a silent processor left half done (issue 6, like the approval sweeper):
 * disputes left `resolving` are refunded or charged again with the SAME idempotency key (the processor
 * replays the first outcome, so nothing moves twice) and recorded; upheld merchant disputes whose
 * commission reached the wallet but was never clawed back are clawed back (once per call).
 */
@Injectable()
export class DisputeSweeper extends ScheduledSweeper<DisputeSweepReport> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly process: DisputeProcess,
  ) {
    super(pool, { name: 'DisputeSweeper', lockKey: DISPUTE_SWEEPER_LOCK, everyMs: SWEEP_EVERY_MS, staleAfterMs: DISPUTE_STALE_AFTER_MS, enabled: config.runProjections });
  }

  protected async sweep(staleAfterMs: number): Promise<DisputeSweepReport> {
    const report: DisputeSweepReport = { resumed: 0, upheld: 0, failed: 0, stillUnknown: 0, clawedBack: 0 };
    const now = this.clock.now();
    const context: CommandContext = { correlationId: `dispute-sweep-${randomUUID()}`, actor: 'system', now };

    const resolving = await this.pool.query<{ call_id: string }>(`SELECT call_id FROM dispute_list WHERE status = 'resolving' ORDER BY raised_at LIMIT 100`);
    for (const { call_id: callId } of resolving.rows) {
      const history = await this.store.readStream(callStream(callId));
      const call = foldCall(history);
      if (call.status === 'absent' || call.dispute?.status !== 'resolving' || !call.dispute.uphold) continue;
      const key = call.dispute.uphold.idempotencyKey;
      const upholdEvent = history.findLast(withKey('DisputeUpholdStarted', key));
      if (!upholdEvent || now.getTime() - upholdEvent.recordedAt.getTime() < staleAfterMs) continue;
      const approvalEvent = history.findLast(withKey('ApprovalStarted', key));
      const approval = approvalEvent ? { attempt: toDomainEvent<ApprovalStarted>(approvalEvent), position: approvalEvent.position } : null;
      report.resumed += 1;
      const settled = await this.process.settle(call, { uphold: toDomainEvent<DisputeUpholdStarted>(upholdEvent), approval }, context);
      report[settled.outcome === 'upheld' ? 'upheld' : settled.outcome === 'failed' ? 'failed' : 'stillUnknown'] += 1;
    }

    // Credited (wallet_credits) but not clawed back: the policy after the refund failed, or the credit came late.
    const unclawed = await this.pool.query<{ call_id: string; affiliate_id: string; merchant_id: string; amount_cents: string }>(
      `SELECT d.call_id, d.affiliate_id, d.merchant_id, w.amount_cents FROM dispute_list d
       JOIN wallet_credits w ON w.call_id = d.call_id
       WHERE d.status = 'upheld' AND d.raised_by = 'merchant' AND d.clawed_back_at IS NULL AND d.resolved_at <= $1
       ORDER BY d.resolved_at LIMIT 500`,
      [new Date(now.getTime() - staleAfterMs)],
    );
    for (const row of unclawed.rows) {
      const call = { callId: row.call_id, affiliateId: row.affiliate_id, merchantId: row.merchant_id, payoutCents: Number(row.amount_cents) };
      if (await this.process.clawBack(call, context)) report.clawedBack += 1;
    }
    if (report.resumed + report.clawedBack > 0) this.logger.log(`swept: ${JSON.stringify(report)}`);
    return report;
  }
}
