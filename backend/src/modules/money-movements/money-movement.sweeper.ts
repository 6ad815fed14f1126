import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { affiliateWalletDecider } from '../../domain/affiliate-wallet/affiliate-wallet.decide';
import type { AffiliateWalletEvent } from '../../domain/affiliate-wallet/affiliate-wallet.events';
import { walletMoneyInFlight } from '../../domain/affiliate-wallet/affiliate-wallet.money';
import { walletStream } from '../../domain/affiliate-wallet/affiliate-wallet.stream';
import { callDecider } from '../../domain/call/call.decide';
import type { CallEvent } from '../../domain/call/call.events';
import { callMoneyInFlight } from '../../domain/call/call.money';
import { callStream } from '../../domain/call/call.stream';
import type { MoneyInFlight } from '../../domain/money-movement/money-movement';
import { asDomainEvent } from '../../domain/shared/stream-reader';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { APP_CONFIG, PG_POOL } from '../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore, type StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { CommandContext } from '../shared/event-sourced-command';
import { ScheduledSweeper } from '../shared/scheduled-sweeper';
import { missedWalletPolicies } from './money-follow-ups';
import { MoneyMovements } from './money-movements';
import { type MovementCandidate, movementCandidates } from './movements-in-flight';

/** Same number in every instance: only the holder sweeps, so two instances never resume one movement together. */
export const MONEY_SWEEPER_LOCK = 7_140_004;
const SWEEP_EVERY_MS = 30_000;
/** A movement this old with no answer recorded is taken as interrupted (crash, timeout, lost database). */
export const MONEY_STALE_AFTER_MS = 60_000;

export type MoneySweepReport = { resumed: number; moved: number; refused: number; stillUnknown: number; policiesApplied: number };

/**
 * One sweeper for every money movement (docs/architecture/money-movements.md): whatever a crash, a
 * silent processor or a lost database left between "started" and "answered" is sent again from its
 * started event alone (same instruction, same idempotency key: the processor replays its first
 * answer, so nothing moves twice) and recorded; wallet policies that were missed are applied.
 */
@Injectable()
export class MoneyMovementSweeper extends ScheduledSweeper<MoneySweepReport> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly movements: MoneyMovements,
  ) {
    super(pool, { name: 'MoneyMovementSweeper', lockKey: MONEY_SWEEPER_LOCK, everyMs: SWEEP_EVERY_MS, staleAfterMs: MONEY_STALE_AFTER_MS, enabled: config.runProjections });
  }

  protected async sweep(staleAfterMs: number): Promise<MoneySweepReport> {
    const report: MoneySweepReport = { resumed: 0, moved: 0, refused: 0, stillUnknown: 0, policiesApplied: 0 };
    const now = this.clock.now();
    const context: CommandContext = { correlationId: `money-sweep-${randomUUID()}`, actor: 'system', now };
    for (const candidate of await movementCandidates(this.pool, 100)) {
      const movement = await this.staleMovement(candidate, now.getTime() - staleAfterMs);
      if (!movement) continue;
      report.resumed += 1;
      const settled = await this.movements.settle(movement, context);
      if (settled.outcome === 'moved') report.moved += 1;
      else if (settled.outcome === 'refused') report.refused += 1;
      else report.stillUnknown += 1;
    }
    for (const policy of await missedWalletPolicies(this.pool, new Date(now.getTime() - staleAfterMs), now.toISOString())) {
      if (await this.movements.applyWalletPolicy(policy, context)) report.policiesApplied += 1;
    }
    if (report.resumed + report.policiesApplied > 0) this.logger.log(`swept: ${JSON.stringify(report)}`);
    return report;
  }

  /** The candidate's movement in flight, from its stream, if it started before `cutoff`. */
  private async staleMovement(candidate: MovementCandidate, cutoff: number): Promise<MoneyInFlight | null> {
    const stream = candidate.aggregate === 'call' ? callStream(candidate.aggregateId) : walletStream(candidate.aggregateId);
    const history = await this.store.readStream(stream);
    const movement =
      candidate.aggregate === 'call'
        ? callMoneyInFlight(history.map((e) => asDomainEvent<CallEvent>(e)).reduce(callDecider.evolve, callDecider.initialState))
        : walletMoneyInFlight(history.map((e) => asDomainEvent<AffiliateWalletEvent>(e)).reduce(affiliateWalletDecider.evolve, affiliateWalletDecider.initialState), candidate.aggregateId);
    if (!movement) return null;
    const started = history.findLast((e) => startedUnder(e, movement.idempotencyKey));
    return started && started.recordedAt.getTime() <= cutoff ? movement : null;
  }
}

function startedUnder(event: StoredEvent, key: string): boolean {
  const data = event.data as { idempotencyKey?: string; payoutId?: string };
  if (event.type === 'PayoutRequested') return data.payoutId === key;
  return (event.type === 'ApprovalStarted' || event.type === 'DisputeUpholdStarted') && data.idempotencyKey === key;
}
