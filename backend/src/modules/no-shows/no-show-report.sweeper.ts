import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { APP_CONFIG, PG_POOL } from '../../infrastructure/database/database.tokens';
import type { CommandContext } from '../shared/event-sourced-command';
import { ScheduledSweeper } from '../shared/scheduled-sweeper';
import { CalendlyNoShows, type NoShowReportOutcome } from './calendly-no-shows';

/** Same number in every instance: one instance reports no-shows at a time. */
export const NO_SHOW_SWEEPER_LOCK = 7_140_006;
const SWEEP_EVERY_MS = 60_000;
/** Calendly is asked again for a week; after that the call's rejection stands without the mark. */
const RETRY_FOR_DAYS = 7;

export type NoShowSweepReport = Record<NoShowReportOutcome, number>;

/**
 * Reports to Calendly every no-show rejection its first try (right after the rejection) could not,
 * such as one made while Calendly was down. Candidates come from the call list; each call's stream
 * decides whether anything is left to report.
 */
@Injectable()
export class NoShowReportSweeper extends ScheduledSweeper<NoShowSweepReport> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly noShows: CalendlyNoShows,
  ) {
    super(pool, { name: 'NoShowReportSweeper', lockKey: NO_SHOW_SWEEPER_LOCK, everyMs: SWEEP_EVERY_MS, staleAfterMs: 0, enabled: config.runProjections });
  }

  protected async sweep(): Promise<NoShowSweepReport> {
    const report: NoShowSweepReport = { none: 0, marked: 0, refused: 0, retry: 0 };
    const now = this.clock.now();
    const context: CommandContext = { correlationId: `no-show-sweep-${randomUUID()}`, actor: 'system', now };
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT id FROM call_list
        WHERE status = 'rejected' AND rejection_reason = 'no-show' AND external_ref IS NOT NULL AND no_show_report IS NULL
          AND decided_at >= $1::timestamptz - make_interval(days => $2)
        ORDER BY decided_at LIMIT 100`,
      [now.toISOString(), RETRY_FOR_DAYS],
    );
    for (const { id } of rows) report[await this.noShows.report(id, context)] += 1;
    if (report.marked + report.refused > 0) this.logger.log(`no-shows reported: ${JSON.stringify(report)}`);
    return report;
  }
}
