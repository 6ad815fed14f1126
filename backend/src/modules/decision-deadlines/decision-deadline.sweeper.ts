import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { DomainError } from '../../domain/shared/domain-error';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { APP_CONFIG, PG_POOL } from '../../infrastructure/database/database.tokens';
import type { CommandContext } from '../shared/event-sourced-command';
import { ScheduledSweeper } from '../shared/scheduled-sweeper';
import { deadlineCandidates } from './deadline-candidates';
import { type DeadlineOutcome, DecisionDeadlines } from './decision-deadlines';

/** Same number in every instance: one instance applies deadlines at a time. */
export const DEADLINE_SWEEPER_LOCK = 7_140_005;
const SWEEP_EVERY_MS = 60_000;
const CALLS_PER_SWEEP = 200;

export type DeadlineSweepReport = Record<DeadlineOutcome | 'refused', number>;

/**
 * Once a minute, applies every due reminder, escalation and automatic approval
 * (docs/product/decision-deadlines.md). A call the merchant decides meanwhile is refused by its
 * stream and counted as `refused`; nothing here is decided from the read model.
 */
@Injectable()
export class DecisionDeadlineSweeper extends ScheduledSweeper<DeadlineSweepReport> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly deadlines: DecisionDeadlines,
  ) {
    super(pool, { name: 'DecisionDeadlineSweeper', lockKey: DEADLINE_SWEEPER_LOCK, everyMs: SWEEP_EVERY_MS, staleAfterMs: 0, enabled: config.runProjections });
  }

  protected async sweep(): Promise<DeadlineSweepReport> {
    const report: DeadlineSweepReport = { none: 0, reminded: 0, escalated: 0, approved: 0, declined: 0, 'charge-unknown': 0, refused: 0 };
    const now = this.clock.now();
    const context: CommandContext = { correlationId: `deadline-sweep-${randomUUID()}`, actor: 'system', now };
    for (const callId of await deadlineCandidates(this.pool, now, CALLS_PER_SWEEP)) {
      try {
        report[await this.deadlines.apply(callId, context)] += 1;
      } catch (error) {
        // The merchant decided, or the call changed, between the list and the stream: nothing to do.
        if (!(error instanceof DomainError)) throw error;
        report.refused += 1;
      }
    }
    if (report.reminded + report.escalated + report.approved + report.declined > 0) this.logger.log(`deadlines: ${JSON.stringify(report)}`);
    return report;
  }
}
