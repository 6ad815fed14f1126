import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { ApprovalStarted } from '../../../domain/call/call.events';
import type { AppConfig } from '../../../infrastructure/config/app-config';
import { CLOCK, type Clock } from '../../../infrastructure/clock/clock';
import { APP_CONFIG, PG_POOL } from '../../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../../infrastructure/event-store/event-store.port';
import { type CommandContext, toDomainEvent } from '../../shared/event-sourced-command';
import { ScheduledSweeper } from '../../shared/scheduled-sweeper';
import { ApprovalProcess, callStream, foldCall } from './approval-process';

/** Same number in every instance: only the holder sweeps, so two instances never resume one call together. */
export const APPROVAL_SWEEPER_LOCK = 7_140_004;
const SWEEP_EVERY_MS = 30_000;
/** An approval this old with no answer recorded is taken as interrupted (crash, timeout, 503). */
export const STALE_AFTER_MS = 60_000;

export type SweepReport = { resumed: number; approved: number; declined: number; stillUnknown: number; credited: number };

/**
 * Finishes what a crash or a silent processor left half done (DESIGN.md 4): approvals still in
 * flight are charged again with the SAME idempotency key (the processor replays the first outcome,
 * so nothing is charged twice) and recorded; approved calls whose commission never reached the
 * wallet are credited (the wallet credits a call once).
 */
@Injectable()
export class ApprovalSweeper extends ScheduledSweeper<SweepReport> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly approval: ApprovalProcess,
  ) {
    super(pool, { name: 'ApprovalSweeper', lockKey: APPROVAL_SWEEPER_LOCK, everyMs: SWEEP_EVERY_MS, staleAfterMs: STALE_AFTER_MS, enabled: config.runProjections });
  }

  protected async sweep(staleAfterMs: number): Promise<SweepReport> {
    const report: SweepReport = { resumed: 0, approved: 0, declined: 0, stillUnknown: 0, credited: 0 };
    const now = this.clock.now();
    const context: CommandContext = { correlationId: `sweep-${randomUUID()}`, actor: 'system', now };

    const inFlight = await this.pool.query<{ id: string }>(
      `SELECT id FROM call_list WHERE approval_in_progress AND status = 'pending' ORDER BY scheduled_at LIMIT 100`,
    );
    for (const { id } of inFlight.rows) {
      const history = await this.store.readStream(callStream(id));
      const call = foldCall(history);
      if (call.status !== 'pending' || !call.approval) continue;
      const key = call.approval.idempotencyKey;
      const startedEvent = [...history].reverse().find((e) => e.type === 'ApprovalStarted' && (e.data as { idempotencyKey?: string }).idempotencyKey === key);
      if (!startedEvent || now.getTime() - startedEvent.recordedAt.getTime() < staleAfterMs) continue;
      report.resumed += 1;
      const attempt = toDomainEvent<ApprovalStarted>(startedEvent);
      const settled = await this.approval.settle(call, attempt, startedEvent.position, context);
      if (settled.outcome === 'approved') report.approved += 1;
      else if (settled.outcome === 'declined') report.declined += 1;
      else report.stillUnknown += 1;
    }

    const uncredited = await this.pool.query<{ id: string; affiliate_id: string; merchant_id: string; payout_cents: string }>(
      `SELECT c.id, c.affiliate_id, c.merchant_id, c.payout_cents FROM call_list c
       LEFT JOIN wallet_credits w ON w.call_id = c.id
       WHERE c.status = 'approved' AND w.call_id IS NULL AND c.decided_at <= $1
       ORDER BY c.decided_at LIMIT 500`,
      [new Date(now.getTime() - staleAfterMs)],
    );
    for (const row of uncredited.rows) {
      const checkpoint = await this.approval.credit(row.id, row.affiliate_id, row.merchant_id, Number(row.payout_cents), context);
      if (checkpoint) report.credited += 1;
    }
    if (report.resumed + report.credited > 0) this.logger.log(`swept: ${JSON.stringify(report)}`);
    return report;
  }
}
