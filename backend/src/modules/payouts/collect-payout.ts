import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CollectResponse } from '@leadledger/contracts/payout';
import { affiliateWalletDecider } from '../../domain/affiliate-wallet/affiliate-wallet.decide';
import * as walletErrors from '../../domain/affiliate-wallet/affiliate-wallet.errors';
import type { AffiliateWalletEvent, PayoutRequested } from '../../domain/affiliate-wallet/affiliate-wallet.events';
import { walletMoneyInFlight } from '../../domain/affiliate-wallet/affiliate-wallet.money';
import { walletStream } from '../../domain/affiliate-wallet/affiliate-wallet.stream';
import { PayoutMethodRequired } from '../../domain/payout-method/payout-method';
import { loadPayoutMethod } from '../../domain/payout-method/payout-method.stream';
import { asDomainEvent } from '../../domain/shared/stream-reader';
import { EVENT_STORE, type EventStore, StreamVersionConflict } from '../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../projections/read-models';
import { type MovementSettlement, MoneyMovements } from '../money-movements/money-movements';
import { IdempotentRequests } from '../shared/idempotency/idempotent-requests';
import { type CommandContext, decideAndAppend } from '../shared/event-sourced-command';

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request.';
export const PROCESSOR_SILENT = 'The payment processor did not answer; the payout will be retried automatically.';
export const PAYOUT_PENDING = 'This payout is on its way and is still being confirmed. It will show in your payouts shortly; there is no need to collect again.';
const SCOPE = 'payout-collect';

type PayoutNotice = { message: string; code: string; payoutId: string };
/** The HTTP answer, so an idempotent replay repeats its status as well as its body. */
export type CollectOutcome = { status: 200; body: CollectResponse } | { status: 202 | 502 | 503; body: PayoutNotice };

const dollars = (cents: number): number => cents / 100;

export function collectResponse(payout: { payoutId: string; amountCents: number; feeCents: number; netCents: number }): CollectResponse {
  return { payoutId: payout.payoutId, amount: dollars(payout.netCents), originalAmount: dollars(payout.amountCents), fee: dollars(payout.feeCents), status: 'completed' };
}

const pending = (payoutId: string): CollectOutcome => ({ status: 202, body: { message: PAYOUT_PENDING, code: 'PayoutPending', payoutId } });

/**
 * Collect: RequestPayout reserves the whole available balance on the wallet stream at the version
 * read (of concurrent collects one wins), carrying the payout to make; MoneyMovements pays it
 * outside any transaction (docs/architecture/money-movements.md). With an Idempotency-Key the
 * payout id comes from the key, so every retry meets the payout the key started: its current
 * state is the answer, and there is never a second payout, whatever happened to the first request.
 */
@Injectable()
export class CollectPayout {
  private readonly logger = new Logger('Payouts');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly movements: MoneyMovements,
    private readonly requests: IdempotentRequests,
    private readonly waiter: ProjectionWaiter,
  ) {}

  execute(affiliateId: string, idempotencyKey: string | null, body: unknown, context: CommandContext): Promise<CollectOutcome> {
    return this.requests.execute<CollectOutcome>({
      scope: SCOPE,
      key: idempotencyKey,
      caller: affiliateId,
      body,
      keyReusedMessage: KEY_REUSED,
      run: (payoutId) => this.collect(affiliateId, payoutId, idempotencyKey !== null, context),
      refresh: (payoutId) => this.current(affiliateId, payoutId),
    });
  }

  private async collect(affiliateId: string, payoutId: string, keyed: boolean, context: CommandContext): Promise<CollectOutcome> {
    if (keyed) {
      const existing = await this.current(affiliateId, payoutId);
      if (existing) return existing;
    }
    const method = await loadPayoutMethod(this.store, affiliateId);
    if (method.card === null) throw PayoutMethodRequired();
    let requested;
    try {
      const command = { type: 'RequestPayout' as const, affiliateId, payoutId, accountId: method.card.accountId, now: context.now.toISOString() };
      requested = await decideAndAppend(this.store, walletStream(affiliateId), affiliateWalletDecider, command, context);
    } catch (error) {
      // Still losing the race after every retry: someone else's collect or credit is moving the wallet.
      if (error instanceof StreamVersionConflict) throw walletErrors.PayoutInProgress();
      throw error;
    }
    // Nothing appended: a concurrent retry under the same key reserved this payout first.
    if (requested.events.length === 0) return (await this.current(affiliateId, payoutId)) ?? pending(payoutId);
    const movement = walletMoneyInFlight(requested.state, affiliateId);
    const payout = requested.state.payout;
    if (!requested.checkpoint || !movement || payout?.payoutId !== payoutId) throw walletErrors.PayoutInProgress();

    // The money is reserved: from here on the answer names this payout and never frees the key.
    try {
      const settlement = await this.movements.settle(movement, context);
      await this.waiter.waitForAll([requested.checkpoint, ...settlement.checkpoints], [READ_MODEL.wallets, READ_MODEL.payouts]);
      return outcomeOf(payout, settlement);
    } catch (error) {
      this.logger.error(`payout ${payoutId}: ${error instanceof Error ? error.message : String(error)}; answered as pending, the sweeper finishes it`);
      return pending(payoutId);
    }
  }

  /** The payout's state as its wallet stream holds it; null when this payout was never requested. */
  private async current(affiliateId: string, payoutId: string): Promise<CollectOutcome | null> {
    const events = (await this.store.readStream(walletStream(affiliateId))).map((e) => asDomainEvent<AffiliateWalletEvent>(e));
    const requested = events.find((e): e is PayoutRequested => e.type === 'PayoutRequested' && e.payoutId === payoutId);
    if (!requested) return null;
    const settled = events.find((e) => (e.type === 'PayoutCompleted' || e.type === 'PayoutFailed') && e.payoutId === payoutId);
    if (!settled) return pending(payoutId);
    if (settled.type === 'PayoutFailed') return { status: 502, body: { message: settled.reason, code: 'PayoutFailed', payoutId } };
    return { status: 200, body: collectResponse(requested) };
  }
}

function outcomeOf(payout: { payoutId: string; amountCents: number; feeCents: number; netCents: number }, settlement: MovementSettlement): CollectOutcome {
  const { payoutId } = payout;
  switch (settlement.outcome) {
    case 'moved':
      return { status: 200, body: collectResponse(payout) };
    // The money is back in the available balance (PayoutFailed); the reason is the processor's, for people.
    case 'refused':
      return { status: 502, body: { message: settlement.reason ?? 'The payout was refused.', code: 'PayoutFailed', payoutId } };
    case 'unknown':
      return { status: 503, body: { message: PROCESSOR_SILENT, code: 'PayoutPending', payoutId } };
    case 'unrecorded':
      return pending(payoutId);
    default: {
      const unreachable: never = settlement.outcome;
      return unreachable;
    }
  }
}
