import type { NotificationKind } from '@leadledger/contracts/notification';
import type { AffiliateWalletEvent } from '../../domain/affiliate-wallet/affiliate-wallet.events';
import type { CallEvent, CallRejected, DisputeRaisedBy, EscalationReason, RejectionReason } from '../../domain/call/call.events';
import type { MembershipEvent } from '../../domain/membership/membership.events';
import type { ProgramEvent } from '../../domain/program/program.events';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { viewAs } from '../runner/domain-event-view';
import { dollars } from './notification-kinds';

/** One notification for one user (the read model keys it by recipient and event id). */
export type Notice = { recipientId: string; kind: NotificationKind; title: string; body: string; link: string };

/**
 * What the read model remembers so later events can be worded and addressed: dispute decisions
 * name neither party, a commission change names no affiliate (docs/architecture/notifications.md).
 */
export type ContextChange =
  | { kind: 'call'; callId: string; merchantId: string; affiliateId: string; programId: string; customerName: string }
  | { kind: 'dispute'; callId: string; raisedBy: DisputeRaisedBy }
  | { kind: 'program'; programId: string; name: string }
  | { kind: 'member'; membershipId: string; programId: string; affiliateId: string }
  | { kind: 'member-left'; membershipId: string };

/** A call as remembered from its CallBooked and DisputeRaised. */
export type CallFacts = { merchantId: string; affiliateId: string; programId: string; customerName: string; disputeRaisedBy: DisputeRaisedBy | null };

/** What the writer looked up for one event: the call it is about, its program's name, the program's affiliates. */
export type NoticeContext = { call: CallFacts | null; programName: string | null; members: readonly string[] };

type Handled = CallEvent | AffiliateWalletEvent | MembershipEvent | ProgramEvent;

const MERCHANT = '/merchant-dashboard';
const AFFILIATE = '/affiliate-dashboard';
const PAYOUTS = '/affiliate-payouts';

const REJECTED_AS: Record<RejectionReason, string> = { spam: 'spam', 'no-show': 'a no-show', duplicate: 'a duplicate', 'not-qualified': 'not qualified', other: 'another reason' };

const ESCALATED_BECAUSE: Record<EscalationReason, string> = {
  policy: 'The program sends undecided calls to an admin at the deadline.',
  'no-card': 'It could not be approved at the deadline: there is no card on file.',
  'charge-declined': 'It could not be approved at the deadline: the card was declined.',
};

/** An instant as "2026-03-01 09:00 UTC": emails have no time zone of the reader. */
function when(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** What one event adds to the read model's memory (pure; the writer applies it). */
export function contextChange(event: StoredEvent): ContextChange | null {
  const { type, data: e } = viewAs<Handled>(event);
  switch (type) {
    case 'CallBooked':
      return { kind: 'call', callId: e.callId, merchantId: e.merchantId, affiliateId: e.affiliateId, programId: e.programId, customerName: e.customerName };
    case 'DisputeRaised':
      return { kind: 'dispute', callId: e.callId, raisedBy: e.raisedBy };
    case 'ProgramCreated':
      return { kind: 'program', programId: e.programId, name: e.name };
    case 'ProgramRenamed':
      return { kind: 'program', programId: e.programId, name: e.to };
    case 'AffiliateJoinedProgram':
      return { kind: 'member', membershipId: e.membershipId, programId: e.programId, affiliateId: e.affiliateId };
    case 'AffiliateRemovedFromProgram':
      return { kind: 'member-left', membershipId: e.membershipId };
    default:
      return null;
  }
}

/** What the writer must look up before wording the event's notices; null when it has none. */
export function contextNeeded(event: StoredEvent): { callId?: string; programId?: string; membersOf?: string } | null {
  const { type, data: e } = viewAs<Handled>(event);
  switch (type) {
    case 'CallBooked':
      return { programId: e.programId };
    case 'DecisionDeadlineNear':
    case 'DecisionEscalated':
    case 'CallApproved':
    case 'CallRejected':
    case 'DisputeRaised':
    case 'DisputeDenied':
    case 'DisputeUpheld':
      return { callId: e.callId };
    case 'ProgramCommissionChanged':
      return { programId: e.programId, membersOf: e.programId };
    case 'PayoutCompleted':
    case 'PayoutFailed':
      return {};
    default:
      return null;
  }
}

/** Who is told what about one event (pure). */
export function noticesFor(event: StoredEvent, context: NoticeContext): Notice[] {
  const { type, data: e } = viewAs<Handled>(event);
  const customer = context.call?.customerName ?? 'your customer';
  const program = context.programName ?? 'one of your programs';
  switch (type) {
    case 'CallBooked':
      // Rejected by the merchant's own lead rule in the same append: there is nothing to decide.
      if (e.autoRejected) return [];
      return [{ recipientId: e.merchantId, kind: 'call-booked', title: 'New call awaiting your decision', link: MERCHANT,
        body: `${e.customerName} booked a call in ${program} for ${when(e.scheduledAt)}. Approve or reject it on your dashboard (commission ${dollars(e.payoutCents)}).` }];
    case 'DecisionDeadlineNear':
      return [{ recipientId: e.merchantId, kind: 'decision-deadline-near', title: `Decision due in ${e.hoursLeft} hours`, link: MERCHANT,
        body: `Your decision on the call with ${customer} is due by ${when(e.deadlineAt)}. If you have not decided by then, the program's deadline policy decides.` }];
    case 'DecisionEscalated':
      return [{ recipientId: e.merchantId, kind: 'decision-escalated', title: 'Undecided call sent to an admin', link: MERCHANT,
        body: `The decision deadline of the call with ${customer} passed. ${ESCALATED_BECAUSE[e.reason] ?? ''} An admin will decide it; you can still decide it yourself.`.replace('  ', ' ') }];
    case 'CallApproved':
      return approvedNotices(e.merchantId, e.affiliateId, e.payoutCents, e.approvedBy ?? 'merchant', customer);
    case 'CallRejected':
      return [{ recipientId: e.affiliateId, kind: 'call-rejected', title: 'Call rejected', link: AFFILIATE,
        body: `The call with ${customer} was rejected${e.rejectedBy === 'admin' ? ' by an admin' : ''} as ${REJECTED_AS[e.reason] ?? e.reason}.${rejectionNote(e)} You may dispute it within 30 days of the booking.` }];
    case 'PayoutCompleted':
      return [{ recipientId: e.affiliateId, kind: 'payout-completed', title: 'Payout completed', link: PAYOUTS,
        body: `${dollars(e.netCents)} was sent to your payout account (${dollars(e.amountCents)} less a ${dollars(e.feeCents)} fee).` }];
    case 'PayoutFailed':
      return [{ recipientId: e.affiliateId, kind: 'payout-failed', title: 'Payout failed', link: PAYOUTS,
        body: `Your payout of ${dollars(e.amountCents)} could not be made: ${e.reason}. The amount is back in your available balance.` }];
    case 'DisputeRaised':
      return e.raisedBy === 'merchant'
        ? [{ recipientId: e.affiliateId, kind: 'dispute-raised', title: 'The merchant disputed an approved call', link: AFFILIATE, body: `The merchant disputed the call with ${customer}: "${e.reason}". An admin will decide.` }]
        : [{ recipientId: e.merchantId, kind: 'dispute-raised', title: 'The affiliate disputed a rejected call', link: MERCHANT, body: `The affiliate disputed your rejection of the call with ${customer}: "${e.reason}". An admin will decide.` }];
    case 'DisputeDenied':
    case 'DisputeUpheld':
      return context.call ? resolvedNotices(context.call, type === 'DisputeUpheld', e.note, customer) : [];
    case 'ProgramCommissionChanged':
      return context.members.map((affiliateId) => ({ recipientId: affiliateId, kind: 'commission-changed' as const, title: 'Commission changed', link: AFFILIATE,
        body: `${program} now pays ${dollars(e.toCents)} per approved call (was ${dollars(e.fromCents)}). Calls already booked keep their commission.` }));
    default:
      return [];
  }
}

const APPROVED_BY = { merchant: 'by the merchant', deadline: 'at its decision deadline', admin: 'by an admin' } as const;

/** The affiliate always; the merchant too when nobody decided and the deadline approved (and charged) the call. */
/** The rejection's note, attributed to whoever wrote it; the lead rule's note says so itself. */
function rejectionNote(e: Omit<CallRejected, 'type'>): string {
  if (!e.note) return '';
  if (e.rejectedBy === 'lead-rule') return ` ${e.note}`;
  return ` The ${e.rejectedBy === 'admin' ? 'admin' : 'merchant'}'s note: "${e.note}".`;
}

function approvedNotices(merchantId: string, affiliateId: string, payoutCents: number, approvedBy: keyof typeof APPROVED_BY, customer: string): Notice[] {
  const notices: Notice[] = [{ recipientId: affiliateId, kind: 'call-approved', title: 'Call approved', link: AFFILIATE,
    body: `The call with ${customer} was approved ${APPROVED_BY[approvedBy] ?? APPROVED_BY.merchant}: ${dollars(payoutCents)} commission is in your wallet.` }];
  if (approvedBy === 'deadline') {
    notices.push({ recipientId: merchantId, kind: 'call-approved', title: 'Call approved at its deadline', link: MERCHANT,
      body: `You did not decide the call with ${customer} by its deadline, so it was approved as the program's terms say and charged (commission ${dollars(payoutCents)} plus the fee).` });
  }
  return notices;
}

/** Both parties learn the outcome; the words say what it means for each. */
function resolvedNotices(call: CallFacts, upheld: boolean, note: string, customer: string): Notice[] {
  const outcome = upheld ? 'upheld' : 'denied';
  const byMerchant = call.disputeRaisedBy !== 'affiliate';
  const effect = !upheld ? 'The call stays as it was.' : byMerchant ? 'The call is rejected and the charge refunded.' : 'The call is approved.';
  const body = `An admin ${outcome} the ${byMerchant ? "merchant's" : "affiliate's"} dispute on the call with ${customer}: "${note}". ${effect}`;
  const title = `Dispute ${outcome}`;
  return [
    { recipientId: call.merchantId, kind: 'dispute-resolved', title, body, link: MERCHANT },
    { recipientId: call.affiliateId, kind: 'dispute-resolved', title, body, link: AFFILIATE },
  ];
}
