/** The random world of the ledger property (ledger.property.spec.ts): actions and the real deciders they drive. */
import fc from 'fast-check';
import type { AffiliateWalletCommand } from '../affiliate-wallet/affiliate-wallet.commands';
import { affiliateWalletDecider } from '../affiliate-wallet/affiliate-wallet.decide';
import type { AffiliateWalletEvent } from '../affiliate-wallet/affiliate-wallet.events';
import type { WalletState } from '../affiliate-wallet/affiliate-wallet.state';
import type { CallCommand } from '../call/call.commands';
import { callDecider } from '../call/call.decide';
import { type CallEvent, REJECTION_REASONS } from '../call/call.events';
import type { CallState } from '../call/call.state';
import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { journalFor, type JournalLine } from './ledger.journals';

export const AFFILIATES = ['aff-1', 'aff-2'];
export const MERCHANTS = ['mer-1', 'mer-2'];
export const NOW = '2026-01-05T10:00:00.000Z';
/** Within the 30-day window of a call booked at NOW, and 1 ms past it. */
const IN_TIME = '2026-02-04T10:00:00.000Z';
const TOO_LATE = '2026-02-04T10:00:00.001Z';

export type Action =
  | { kind: 'book'; affiliate: number; merchant: number; payoutCents: number }
  | { kind: 'approve'; call: number; asOtherMerchant: boolean }
  | { kind: 'decline'; call: number }
  | { kind: 'reject'; call: number; reason: number }
  | { kind: 'retryCredit'; call: number }
  | { kind: 'requestPayout'; affiliate: number }
  | { kind: 'completePayout'; affiliate: number }
  | { kind: 'failPayout'; affiliate: number }
  | { kind: 'dispute'; call: number; by: 'merchant' | 'affiliate'; outcome: 'uphold' | 'deny' | 'declined'; late: boolean }
  | { kind: 'resolveAgain'; call: number }
  | { kind: 'retryClawback'; call: number };

const index = fc.nat({ max: 40 });
const who = fc.nat({ max: AFFILIATES.length - 1 });
export const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('book' as const), affiliate: who, merchant: fc.nat({ max: MERCHANTS.length - 1 }), payoutCents: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 1_000_000 })) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('approve' as const), call: index, asOtherMerchant: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('decline' as const), call: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), call: index, reason: fc.nat({ max: REJECTION_REASONS.length - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retryCredit' as const), call: index }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('requestPayout' as const), affiliate: who }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('completePayout' as const), affiliate: who }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('failPayout' as const), affiliate: who }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('dispute' as const),
      call: index,
      by: fc.constantFrom('merchant' as const, 'affiliate' as const),
      outcome: fc.constantFrom('uphold' as const, 'uphold' as const, 'deny' as const, 'declined' as const),
      late: fc.nat({ max: 9 }).map((n) => n === 0),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resolveAgain' as const), call: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retryClawback' as const), call: index }) },
);

export type Recorded = { stream: string; eventId: string; event: CallEvent | AffiliateWalletEvent };


export class World {
  calls = new Map<string, CallState>();
  callIds: string[] = [];
  wallets = new Map<string, WalletState>(AFFILIATES.map((a) => [a, affiliateWalletDecider.initialState]));
  balances = new Map<string, number>();
  log: Recorded[] = [];
  completedPayouts = 0;
  paidGross = new Map<string, number>();
  paidNet = 0;
  /** Calls whose charge was refunded (an upheld merchant dispute), and clawbacks per affiliate. */
  refunded = new Set<string>();
  clawedBack = new Map<string, number>();
  credited = new Map<string, number>();
  private sequence = 0;

  /** Decide with the real decider; a DomainError is a refusal (nothing happens), anything else a bug. */
  private run<C, E extends { type: string }, S>(decider: Decider<C, E, S>, state: S, command: C): E[] {
    try {
      return decider.decide(command, state);
    } catch (error) {
      if (error instanceof DomainError) return [];
      throw error;
    }
  }

  private record(stream: string, events: (CallEvent | AffiliateWalletEvent)[]): JournalLine[][] {
    const journals: JournalLine[][] = [];
    for (const event of events) {
      this.sequence += 1;
      const eventId = `ev-${this.sequence}`;
      this.log.push({ stream, eventId, event });
      const { type, ...data } = event;
      const journal = journalFor({ eventId, type, data });
      if (journal === null) continue;
      journals.push(journal);
      for (const line of journal) this.balances.set(line.account, (this.balances.get(line.account) ?? 0) + line.amountCents);
    }
    return journals;
  }

  private call(command: CallCommand, callId: string): { events: CallEvent[]; journals: JournalLine[][] } {
    const state = this.calls.get(callId) ?? callDecider.initialState;
    const events = this.run(callDecider, state, command);
    if (events.length > 0) this.calls.set(callId, events.reduce(callDecider.evolve, state));
    return { events, journals: this.record(`call-${callId}`, events) };
  }

  private wallet(command: AffiliateWalletCommand, affiliateId: string): { events: AffiliateWalletEvent[]; journals: JournalLine[][] } {
    const state = this.wallets.get(affiliateId)!;
    const events = this.run(affiliateWalletDecider, state, command);
    this.wallets.set(affiliateId, events.reduce(affiliateWalletDecider.evolve, state));
    for (const e of events) {
      if (e.type === 'CommissionCredited') this.credited.set(affiliateId, (this.credited.get(affiliateId) ?? 0) + e.amountCents);
      if (e.type === 'CommissionClawedBack') this.clawedBack.set(affiliateId, (this.clawedBack.get(affiliateId) ?? 0) + e.amountCents);
      if (e.type === 'PayoutCompleted') {
        this.completedPayouts += 1;
        this.paidNet += e.netCents;
        this.paidGross.set(affiliateId, (this.paidGross.get(affiliateId) ?? 0) + e.amountCents);
      }
    }
    return { events, journals: this.record(`affiliate-wallet-${affiliateId}`, events) };
  }

  /** The policy on CallApproved, as the wallet policies run it (affiliate-wallet.money.ts). */
  private credit(call: CallState): JournalLine[][] {
    if (call.status !== 'approved') return [];
    const { affiliateId, callId, merchantId, payoutCents } = call;
    return this.wallet({ type: 'CreditCommission', affiliateId, callId, merchantId, amountCents: payoutCents, now: NOW }, affiliateId).journals;
  }

  /** The policy on ChargeRefunded, as the wallet policies run it (affiliate-wallet.money.ts). */
  private clawBack(callId: string): JournalLine[][] {
    const call = this.calls.get(callId);
    if (!call || call.status === 'absent' || !this.refunded.has(callId)) return [];
    const { affiliateId, merchantId, payoutCents } = call;
    return this.wallet({ type: 'ClawBackCommission', affiliateId, callId, merchantId, amountCents: payoutCents, now: IN_TIME }, affiliateId).journals;
  }

  /** Raise (by either party; the wrong one is refused), then the admin decides and the processor answers. */
  private dispute(callId: string, a: Extract<Action, { kind: 'dispute' }>): JournalLine[][] {
    const call = this.calls.get(callId);
    if (!call || call.status === 'absent') return [];
    const userId = a.by === 'merchant' ? call.merchantId : call.affiliateId;
    const disputeId = `dispute-${callId}`;
    const raised = this.call({ type: 'RaiseDispute', callId, disputeId, raisedBy: a.by, userId, reason: 'A reason of some length.', now: a.late ? TOO_LATE : IN_TIME }, callId);
    if (raised.events.length === 0) return raised.journals;
    if (a.outcome === 'deny') return [...raised.journals, ...this.call({ type: 'DenyDispute', callId, disputeId, adminId: 'admin', note: 'No.', now: IN_TIME }, callId).journals];
    const started = this.call({ type: 'StartDisputeUphold', callId, disputeId, adminId: 'admin', note: 'Yes.', card: { customerId: 'cus_test', paymentMethodId: 'pm_test' }, now: IN_TIME }, callId);
    const uphold = started.events.find((e) => e.type === 'DisputeUpholdStarted');
    if (!uphold) return [...raised.journals, ...started.journals];
    const key = uphold.idempotencyKey;
    if (uphold.refund) {
      const recorded = this.call({ type: 'RecordRefund', callId, idempotencyKey: key, processorRefundId: `re_${callId}`, now: IN_TIME }, callId);
      if (recorded.events.some((e) => e.type === 'ChargeRefunded')) this.refunded.add(callId);
      return [...raised.journals, ...started.journals, ...recorded.journals, ...this.clawBack(callId)];
    }
    const answered =
      a.outcome === 'declined'
        ? this.call({ type: 'RecordChargeDeclined', callId, idempotencyKey: key, reason: 'declined', declineCode: 'generic_decline', now: IN_TIME }, callId)
        : this.call({ type: 'RecordCharge', callId, idempotencyKey: key, processorChargeId: `ch_dispute_${callId}`, now: IN_TIME }, callId);
    return [...raised.journals, ...started.journals, ...answered.journals, ...this.credit(this.calls.get(callId)!)];
  }

  apply(a: Action): JournalLine[][] {
    const callId = 'call' in a && this.callIds.length > 0 ? this.callIds[a.call % this.callIds.length] : 'no-such-call';
    const call = this.calls.get(callId);
    const merchantOf = call && call.status !== 'absent' ? call.merchantId : MERCHANTS[0];
    switch (a.kind) {
      case 'book': {
        const id = `call-${this.callIds.length + 1}`;
        this.callIds.push(id);
        return this.call(
          {
            type: 'BookCall', callId: id, programId: 'prog', membershipId: 'mem', affiliateId: AFFILIATES[a.affiliate], merchantId: MERCHANTS[a.merchant],
            payoutCents: a.payoutCents, customerName: 'C', customerEmail: 'c@example.com', customerPhone: null, countryCode: null, customerCompany: null,
            scheduledAt: NOW, source: 'booking-page', externalRef: null, clickId: null, duplicateOf: null, meetingLink: null, now: NOW,
          },
          id,
        ).journals;
      }
      case 'approve': {
        const merchantId = a.asOtherMerchant ? MERCHANTS.find((m) => m !== merchantOf)! : merchantOf;
        const started = this.call({ type: 'StartApproval', callId, merchantId, card: { customerId: 'cus_test', paymentMethodId: 'pm_test' }, now: NOW }, callId);
        const attempt = started.events.find((e) => e.type === 'ApprovalStarted');
        if (!attempt) return started.journals;
        const charged = this.call({ type: 'RecordCharge', callId, idempotencyKey: attempt.idempotencyKey, processorChargeId: `ch_${callId}`, now: NOW }, callId);
        return [...started.journals, ...charged.journals, ...this.credit(this.calls.get(callId)!)];
      }
      case 'decline': {
        const started = this.call({ type: 'StartApproval', callId, merchantId: merchantOf, card: { customerId: 'cus_test', paymentMethodId: 'pm_test' }, now: NOW }, callId);
        const attempt = started.events.find((e) => e.type === 'ApprovalStarted');
        if (!attempt) return started.journals;
        const declined = this.call({ type: 'RecordChargeDeclined', callId, idempotencyKey: attempt.idempotencyKey, reason: 'declined', declineCode: 'generic_decline', now: NOW }, callId);
        return [...started.journals, ...declined.journals];
      }
      case 'reject':
        return this.call({ type: 'RejectCall', callId, merchantId: merchantOf, reason: REJECTION_REASONS[a.reason], note: null, now: NOW }, callId).journals;
      case 'retryCredit':
        return call ? this.credit(call) : [];
      case 'dispute':
        return this.dispute(callId, a);
      case 'resolveAgain': {
        // Resolving an already decided dispute (or one that does not exist) changes nothing.
        const disputeId = `dispute-${callId}`;
        const upheld = this.call({ type: 'StartDisputeUphold', callId, disputeId, adminId: 'admin', note: 'Again.', card: { customerId: 'cus_test', paymentMethodId: 'pm_test' }, now: IN_TIME }, callId);
        const uphold = upheld.events.find((e) => e.type === 'DisputeUpholdStarted');
        if (!uphold) return [...upheld.journals, ...this.call({ type: 'DenyDispute', callId, disputeId, adminId: 'admin', note: 'Again.', now: IN_TIME }, callId).journals];
        // Reopened after a decline: this time the card works.
        const charged = this.call({ type: 'RecordCharge', callId, idempotencyKey: uphold.idempotencyKey, processorChargeId: `ch_dispute2_${callId}`, now: IN_TIME }, callId);
        return [...upheld.journals, ...charged.journals, ...this.credit(this.calls.get(callId)!)];
      }
      case 'retryClawback':
        return this.clawBack(callId);
      case 'requestPayout': {
        const affiliateId = AFFILIATES[a.affiliate];
        return this.wallet({ type: 'RequestPayout', affiliateId, payoutId: `payout-${this.log.length + 1}`, accountId: 'acct_test', now: NOW }, affiliateId).journals;
      }
      case 'completePayout':
      case 'failPayout': {
        const affiliateId = AFFILIATES[a.affiliate];
        const inFlight = this.wallets.get(affiliateId)!.payout;
        // A late answer for an already settled (or unknown) payout must be refused or be a no-op.
        const payoutId = inFlight?.payoutId ?? `payout-settled-or-unknown`;
        return a.kind === 'completePayout'
          ? this.wallet({ type: 'CompletePayout', affiliateId, payoutId, processorTransferId: `tr_${payoutId}`, now: NOW }, affiliateId).journals
          : this.wallet({ type: 'FailPayout', affiliateId, payoutId, reason: 'card refused', now: NOW }, affiliateId).journals;
      }
    }
  }
}
