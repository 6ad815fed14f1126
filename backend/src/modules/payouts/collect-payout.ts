import { ConflictException, Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { CollectResponse } from '@leadledger/contracts/payout';
import { randomUUID } from 'node:crypto';
import { affiliateWalletDecider } from '../../domain/affiliate-wallet/affiliate-wallet.decide';
import * as walletErrors from '../../domain/affiliate-wallet/affiliate-wallet.errors';
import type { AffiliateWalletEvent, PayoutRequested } from '../../domain/affiliate-wallet/affiliate-wallet.events';
import type { InFlightPayout } from '../../domain/affiliate-wallet/affiliate-wallet.state';
import { PayoutMethodRequired } from '../../domain/payout-method/payout-method';
import { EVENT_STORE, type EventStore, StreamVersionConflict } from '../../infrastructure/event-store/event-store.port';
import { ProjectionWaiter } from '../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../projections/read-models';
import { IdempotencyKeys, requestHash } from '../booking/idempotency-keys';
import { walletStream } from '../calls/approval/approval-process';
import { type CommandContext, decideAndAppend, toDomainEvent } from '../shared/event-sourced-command';
import { PayoutMethodReader } from './payout-method-reader';
import { PayoutProcess } from './payout-process';

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request.';
export const KEY_IN_PROGRESS = 'A payout with this Idempotency-Key is still being processed. Please wait a moment and try again.';
export const PROCESSOR_SILENT = 'The payment processor did not answer; the payout will be retried automatically.';
const SCOPE = 'payout-collect';

type ErrorBody = { message: string; code: string; payoutId: string };
/** The HTTP answer, so an idempotent replay repeats its status as well as its body. */
export type CollectOutcome = { status: 200; body: CollectResponse } | { status: 502 | 503; body: ErrorBody };

const dollars = (cents: number): number => cents / 100;

export function collectResponse(payout: { payoutId: string; amountCents: number; feeCents: number; netCents: number }): CollectResponse {
  return { payoutId: payout.payoutId, amount: dollars(payout.netCents), originalAmount: dollars(payout.amountCents), fee: dollars(payout.feeCents), status: 'completed' };
}

/**
 * Collect (DESIGN.md 4 "Wallet" and "Payouts"): RequestPayout reserves the whole available balance
 * on the wallet stream at the version read (of concurrent collects one wins, the rest are refused),
 * then PayoutProcess pays it outside any transaction. Refusals release the Idempotency-Key claim;
 * every outcome after the reservation is stored and replayed.
 */
@Injectable()
export class CollectPayout {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly methods: PayoutMethodReader,
    private readonly process: PayoutProcess,
    private readonly keys: IdempotencyKeys,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute(affiliateId: string, idempotencyKey: string | null, body: unknown, context: CommandContext): Promise<CollectOutcome> {
    if (!idempotencyKey) return this.collect(affiliateId, context);
    // The key is global: another affiliate's request under it is "a different request" too.
    const hash = requestHash({ affiliateId, body: isEmpty(body) ? null : body });
    const claim = await this.keys.claim(SCOPE, idempotencyKey, hash);
    if (claim.kind === 'mismatch') throw new UnprocessableEntityException(KEY_REUSED);
    if (claim.kind === 'in-progress') throw new ConflictException(KEY_IN_PROGRESS);
    if (claim.kind === 'replay') return this.replay(affiliateId, idempotencyKey, claim.status, claim.body);
    let outcome: CollectOutcome;
    try {
      outcome = await this.collect(affiliateId, context);
    } catch (error) {
      await this.keys.release(SCOPE, idempotencyKey);
      throw error;
    }
    await this.keys.complete(SCOPE, idempotencyKey, outcome.status, outcome.body);
    return outcome;
  }

  private async collect(affiliateId: string, context: CommandContext): Promise<CollectOutcome> {
    const method = await this.methods.stateOf(affiliateId);
    if (method.card === null) throw PayoutMethodRequired();
    const payoutId = randomUUID();
    let requested;
    try {
      requested = await decideAndAppend(
        this.store,
        walletStream(affiliateId),
        affiliateWalletDecider,
        { type: 'RequestPayout', affiliateId, payoutId, now: context.now.toISOString() },
        context,
      );
    } catch (error) {
      // Still losing the race after every retry: someone else's collect or credit is moving the wallet.
      if (error instanceof StreamVersionConflict) throw walletErrors.PayoutInProgress();
      throw error;
    }
    const payout = requested.state.payout;
    if (!requested.checkpoint || payout?.payoutId !== payoutId) throw walletErrors.PayoutInProgress();

    const settlement = await this.process.settle(affiliateId, payout, method.card.accountId, context);
    await this.waiter.waitForAll([requested.checkpoint, ...settlement.checkpoints], [READ_MODEL.wallets, READ_MODEL.payouts]);
    return outcomeOf(payout, settlement.outcome === 'completed' ? { completed: true } : settlement.outcome === 'failed' ? { reason: settlement.reason } : null);
  }

  /** A stored "no answer yet" is brought up to date: the sweeper may have settled the payout since. */
  private async replay(affiliateId: string, key: string, status: number, body: unknown): Promise<CollectOutcome> {
    const stored = { status, body } as CollectOutcome;
    if (status !== 503) return stored;
    const payoutId = (body as ErrorBody).payoutId;
    const events = (await this.store.readStream(walletStream(affiliateId))).map((e) => toDomainEvent<AffiliateWalletEvent>(e));
    const requested = events.find((e): e is PayoutRequested => e.type === 'PayoutRequested' && e.payoutId === payoutId);
    const settled = events.find((e) => (e.type === 'PayoutCompleted' || e.type === 'PayoutFailed') && e.payoutId === payoutId);
    if (!requested || !settled) return stored;
    const outcome = outcomeOf(requested, settled.type === 'PayoutFailed' ? { reason: settled.reason } : { completed: true });
    await this.keys.complete(SCOPE, key, outcome.status, outcome.body);
    return outcome;
  }
}

function outcomeOf(payout: InFlightPayout, settled: { completed: true } | { reason: string } | null): CollectOutcome {
  if (settled === null) return { status: 503, body: { message: PROCESSOR_SILENT, code: 'PayoutPending', payoutId: payout.payoutId } };
  if ('reason' in settled) {
    // The money is back in the available balance (PayoutFailed); the reason is the processor's, for people.
    return { status: 502, body: { message: settled.reason, code: 'PayoutFailed', payoutId: payout.payoutId } };
  }
  return { status: 200, body: collectResponse(payout) };
}

function isEmpty(body: unknown): boolean {
  return body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);
}
