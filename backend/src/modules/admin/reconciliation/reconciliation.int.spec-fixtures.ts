import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { affiliateWalletDecider } from '../../../domain/affiliate-wallet/affiliate-wallet.decide';
import type { AffiliateWalletCommand } from '../../../domain/affiliate-wallet/affiliate-wallet.commands';
import type { AffiliateWalletEvent } from '../../../domain/affiliate-wallet/affiliate-wallet.events';
import type { WalletState } from '../../../domain/affiliate-wallet/affiliate-wallet.state';
import { callDecider } from '../../../domain/call/call.decide';
import type { CallCommand } from '../../../domain/call/call.commands';
import { type CallEvent, REJECTION_REASONS } from '../../../domain/call/call.events';
import type { CallState } from '../../../domain/call/call.state';
import type { Decider } from '../../../domain/shared/decider';
import { DomainError } from '../../../domain/shared/domain-error';
import type { EventStore, NewEvent } from '../../../infrastructure/event-store/event-store.port';

/*
 * The ledger property test's sequences (domain/ledger/ledger.property.spec.ts), driven through the
 * REAL deciders into a real event store, through its port, plus disputes: a merchant's upheld
 * dispute (refund, then the commission clawed back, as the disputes policy does) and an
 * affiliate's (charge, approve, credit). Everything here is test support for reconciliation.int.spec.ts.
 */
export type Action =
  | { kind: 'book'; affiliate: number; merchant: number; payoutCents: number }
  | { kind: 'approve' | 'decline' | 'reject' | 'merchantDispute' | 'affiliateDispute'; call: number }
  | { kind: 'requestPayout' | 'completePayout' | 'failPayout'; affiliate: number };

const AFFILIATES = 2;
const who = fc.nat({ max: AFFILIATES - 1 });
const call = fc.nat({ max: 30 });
export const actions = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('book' as const), affiliate: who, merchant: fc.nat({ max: 1 }), payoutCents: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 50, max: 1_000_000 })) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('approve' as const), call }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('decline' as const), call }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('reject' as const), call }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('merchantDispute' as const), call }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('affiliateDispute' as const), call }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('requestPayout' as const), affiliate: who }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('completePayout' as const), affiliate: who }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('failPayout' as const), affiliate: who }) },
  ),
  { minLength: 20, maxLength: 50 },
);

type Event = CallEvent | AffiliateWalletEvent;

export class World {
  readonly affiliates = Array.from({ length: AFFILIATES }, () => randomUUID());
  readonly merchants = [randomUUID(), randomUUID()];
  readonly log: Event[] = [];
  private calls = new Map<string, CallState>();
  private callIds: string[] = [];
  private wallets = new Map<string, WalletState>();
  private versions = new Map<string, number>();
  private n = 0;

  constructor(private readonly store: EventStore) {}

  private now = () => new Date().toISOString();

  /** Decide with the real decider, append at the version read; a DomainError is a refusal. */
  private async step<C, E extends Event, S>(stream: string, decider: Decider<C, E, S>, state: S, command: C): Promise<{ events: E[]; state: S }> {
    let events: E[];
    try {
      events = decider.decide(command, state);
    } catch (error) {
      if (error instanceof DomainError) return { events: [], state };
      throw error;
    }
    if (events.length === 0) return { events, state };
    const version = this.versions.get(stream) ?? 0;
    const payload: NewEvent[] = events.map(({ type, ...data }) => ({ eventId: randomUUID(), type, data, metadata: { correlationId: randomUUID(), causationId: null, actor: 'system', occurredAt: this.now() } }));
    await this.store.append(stream, payload, version);
    this.versions.set(stream, version + events.length);
    this.log.push(...events);
    return { events, state: events.reduce(decider.evolve, state) };
  }

  private async onCall(callId: string, command: CallCommand): Promise<CallEvent[]> {
    const { events, state } = await this.step(`call-${callId}`, callDecider, this.calls.get(callId) ?? callDecider.initialState, command);
    this.calls.set(callId, state);
    return events;
  }

  private async onWallet(affiliateId: string, command: AffiliateWalletCommand): Promise<AffiliateWalletEvent[]> {
    const { events, state } = await this.step(`affiliate-wallet-${affiliateId}`, affiliateWalletDecider, this.wallets.get(affiliateId) ?? affiliateWalletDecider.initialState, command);
    this.wallets.set(affiliateId, state);
    return events;
  }

  /** Start an approval (or an affiliate dispute's), then the processor's answer, then the wallet policy. */
  private async settleApproval(callId: string, started: CallEvent[], charged: boolean): Promise<void> {
    const attempt = started.find((e) => e.type === 'ApprovalStarted');
    if (!attempt) return;
    const now = this.now();
    if (!charged) {
      await this.onCall(callId, { type: 'RecordChargeDeclined', callId, idempotencyKey: attempt.idempotencyKey, reason: 'declined', declineCode: 'card_declined', now });
      return;
    }
    const events = await this.onCall(callId, { type: 'RecordCharge', callId, idempotencyKey: attempt.idempotencyKey, processorChargeId: `ch_${++this.n}`, now });
    const approved = events.find((e) => e.type === 'CallApproved');
    if (approved) {
      const { affiliateId, merchantId, payoutCents } = approved;
      await this.onWallet(affiliateId, { type: 'CreditCommission', affiliateId, callId, merchantId, amountCents: payoutCents, now });
    }
  }

  async apply(a: Action): Promise<void> {
    const now = this.now();
    if (a.kind === 'book') {
      const callId = randomUUID();
      this.callIds.push(callId);
      await this.onCall(callId, {
        type: 'BookCall', callId, programId: randomUUID(), membershipId: randomUUID(), affiliateId: this.affiliates[a.affiliate], merchantId: this.merchants[a.merchant],
        payoutCents: a.payoutCents, customerName: 'C', customerEmail: 'c@example.com', customerPhone: null, countryCode: null, customerCompany: null,
        scheduledAt: now, source: 'booking-page', externalRef: null, clickId: null, duplicateOf: null, meetingLink: null, now,
      });
      return;
    }
    if (a.kind === 'requestPayout' || a.kind === 'completePayout' || a.kind === 'failPayout') {
      const affiliateId = this.affiliates[a.affiliate];
      const payoutId = this.wallets.get(affiliateId)?.payout?.payoutId;
      if (a.kind === 'requestPayout') await this.onWallet(affiliateId, { type: 'RequestPayout', affiliateId, payoutId: randomUUID(), accountId: 'acct_test', now });
      else if (payoutId && a.kind === 'completePayout') await this.onWallet(affiliateId, { type: 'CompletePayout', affiliateId, payoutId, processorTransferId: `tr_${++this.n}`, now });
      else if (payoutId) await this.onWallet(affiliateId, { type: 'FailPayout', affiliateId, payoutId, reason: 'card refused', now });
      return;
    }
    if (!('call' in a) || this.callIds.length === 0) return;
    const callId = this.callIds[a.call % this.callIds.length];
    const state = this.calls.get(callId);
    if (!state || state.status === 'absent') return;
    const { merchantId, affiliateId } = state;
    switch (a.kind) {
      case 'approve':
      case 'decline':
        return this.settleApproval(callId, await this.onCall(callId, { type: 'StartApproval', callId, merchantId, card: { customerId: 'cus_test', paymentMethodId: 'pm_test' }, now }), a.kind === 'approve');
      case 'reject':
        await this.onCall(callId, { type: 'RejectCall', callId, merchantId, reason: REJECTION_REASONS[a.call % REJECTION_REASONS.length], note: null, now });
        return;
      case 'merchantDispute':
      case 'affiliateDispute': {
        const raisedBy = a.kind === 'merchantDispute' ? 'merchant' : 'affiliate';
        const disputeId = randomUUID();
        await this.onCall(callId, { type: 'RaiseDispute', callId, disputeId, raisedBy, userId: raisedBy === 'merchant' ? merchantId : affiliateId, reason: 'Not what was agreed at all.', now });
        const started = await this.onCall(callId, { type: 'StartDisputeUphold', callId, disputeId, adminId: randomUUID(), note: 'Upheld.', card: { customerId: 'cus_test', paymentMethodId: 'pm_test' }, now });
        if (raisedBy === 'affiliate') return this.settleApproval(callId, started, true);
        const uphold = started.find((e) => e.type === 'DisputeUpholdStarted');
        if (!uphold) return;
        const refunded = await this.onCall(callId, { type: 'RecordRefund', callId, idempotencyKey: uphold.idempotencyKey, processorRefundId: `re_${++this.n}`, now });
        const charge = refunded.find((e) => e.type === 'ChargeRefunded');
        const call = this.calls.get(callId);
        if (charge && call && call.status !== 'absent') {
          await this.onWallet(affiliateId, { type: 'ClawBackCommission', affiliateId, callId, merchantId, amountCents: call.payoutCents, now });
        }
      }
    }
  }
}
