import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AffectedProgram } from '@leadledger/contracts/integration';
import type { Pool } from 'pg';
import type { Integration } from '../../domain/program/program.events';
import { programDecider } from '../../domain/program/program.decide';
import { programStream } from '../../domain/program/program.stream';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore, type LogPosition } from '../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../projections/read-models';
import { type CommandContext, decideAndAppend } from '../shared/event-sourced-command';


/**
 * A calendar going away pauses the programs that book through it, and coming back resumes the ones
 * it paused (docs/architecture/invariants.md "Calendar disconnect"). The list of programs comes
 * from the read model; each pause or resume is decided by the program's own stream, which ignores
 * a repeat, so running either again after a crash finishes the job without doing anything twice.
 */
@Injectable()
export class ProgramPauses {
  private readonly logger = new Logger('ProgramPauses');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly waiter: ProjectionWaiter,
  ) {}

  /** The merchant's programs that book through this kind of calendar and are not deleted. */
  async affectedBy(merchantId: string, provider: Integration): Promise<AffectedProgram[]> {
    const { rows } = await this.pool.query(
      `SELECT id, name, paused_at FROM program_list WHERE merchant_id = $1 AND integration = $2 AND archived_at IS NULL ORDER BY created_at`,
      [merchantId, provider],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, status: r.paused_at ? 'paused' : 'active' }));
  }

  async pauseFor(merchantId: string, provider: Integration, context: CommandContext): Promise<void> {
    const programs = await this.affectedBy(merchantId, provider);
    const positions = await Promise.all(
      programs.map((p) =>
        decideAndAppend(this.store, programStream(p.id), programDecider, { type: 'PauseProgram', programId: p.id, merchantId, reason: 'calendar-disconnected', now: context.now.toISOString() }, context),
      ),
    );
    await this.settle(positions.map((d) => d.checkpoint));
  }

  /** After a calendar of this kind is connected: the programs its disconnection paused take bookings again. */
  async resumeFor(merchantId: string, provider: Integration): Promise<void> {
    const context: CommandContext = { correlationId: randomUUID(), actor: { userId: merchantId, role: 'merchant' }, now: new Date() };
    const { rows } = await this.pool.query(
      `SELECT id FROM program_list WHERE merchant_id = $1 AND integration = $2 AND archived_at IS NULL AND paused_reason = 'calendar-disconnected'`,
      [merchantId, provider],
    );
    const positions = await Promise.all(
      rows.map((r) =>
        decideAndAppend(
          this.store,
          programStream(r.id),
          programDecider,
          { type: 'ResumeProgram', programId: r.id, merchantId, reason: 'calendar-connected', calendarConnected: true, now: context.now.toISOString() },
          context,
        ),
      ),
    );
    await this.settle(positions.map((d) => d.checkpoint));
  }

  /** Read-your-writes for the program list the next screen shows; a slow read model is logged, not an error. */
  private async settle(checkpoints: (LogPosition | null)[]): Promise<void> {
    const outcome = await this.waiter.waitForAll(checkpoints, [READ_MODEL.programs]);
    if (!outcome.caughtUp) this.logger.warn(`program list lags behind the pauses: ${outcome.lagging.join(', ')}`);
  }
}
