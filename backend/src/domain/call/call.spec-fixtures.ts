/** Commands, events and histories shared by the call decider specs. */
import { deciderSpecification } from '../shared/decider-specification';
import type { BookCall, CancelCall, RecordCharge, RecordChargeDeclined, RejectCall, RescheduleCall, StartApproval } from './call.commands';
import { callDecider } from './call.decide';
import { chargeInstruction } from '../money-movement/money-movement';
import type { ApprovalStarted, CallApproved, CallBooked, CallCanceled, CallEvent, CallRejected, ChargeDeclined, MerchantCharged, RejectionReason } from './call.events';
import { DEFAULT_DECISION_TERMS } from './call.deadline';

export const spec = deciderSpecification(callDecider);
export const booking = '2025-08-06T10:00:00.000Z';
export const slot = '2025-08-11T14:00:00.000Z';
export const now = '2025-08-12T09:00:00.000Z';
export const later = '2025-08-12T09:00:05.000Z';
export const key1 = 'approve-c1';
export const key2 = 'approve-c1-2';

export const book = (overrides: Partial<BookCall> = {}): BookCall => ({
  type: 'BookCall',
  callId: 'c1',
  programId: 'p1',
  membershipId: 'ms1',
  affiliateId: 'a1',
  merchantId: 'm1',
  payoutCents: 5_000,
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '4155550100',
  countryCode: '+1',
  customerCompany: null,
  scheduledAt: slot,
  source: 'booking-page',
  externalRef: null,
  clickId: null,
  duplicateOf: null,
  meetingLink: null,
  now: booking,
  ...overrides,
});

// Same key order as the decider builds them: the specification compares JSON.
export const booked = (command: BookCall = book()): CallBooked => {
  const { type: _command, now: bookedAt, decisionTerms, ...data } = command;
  return { type: 'CallBooked', ...data, decisionTerms: decisionTerms ?? DEFAULT_DECISION_TERMS, bookedAt };
};
export const reschedule = (scheduledAt: string): RescheduleCall => ({ type: 'RescheduleCall', callId: 'c1', scheduledAt, now });
export const cancel: CancelCall = { type: 'CancelCall', callId: 'c1', reason: 'Found another vendor', now };
export const canceled: CallCanceled = { type: 'CallCanceled', callId: 'c1', reason: 'Found another vendor', canceledAt: now };
export const approve = (merchantId = 'm1'): StartApproval => ({ type: 'StartApproval', callId: 'c1', merchantId, card: { customerId: 'cus_test', paymentMethodId: 'pm_test' }, now });
export const started = (idempotencyKey = key1, payoutCents = 5_000, feeCents = 500): ApprovalStarted => ({
  type: 'ApprovalStarted',
  callId: 'c1',
  merchantId: 'm1',
  payoutCents,
  feeCents,
  chargeCents: payoutCents + feeCents,
  idempotencyKey,
  instruction: chargeInstruction('c1', idempotencyKey, payoutCents, feeCents, { customerId: 'cus_test', paymentMethodId: 'pm_test' }),
  startedAt: now,
});
export const recordCharge = (idempotencyKey = key1, processorChargeId = 'ch_1'): RecordCharge => ({ type: 'RecordCharge', callId: 'c1', idempotencyKey, processorChargeId, now: later });
export const charged = (idempotencyKey = key1, processorChargeId = 'ch_1'): MerchantCharged => ({
  type: 'MerchantCharged',
  callId: 'c1',
  merchantId: 'm1',
  affiliateId: 'a1',
  processorChargeId,
  idempotencyKey,
  payoutCents: 5_000,
  feeCents: 500,
  chargeCents: 5_500,
  chargedAt: later,
});
export const approved: CallApproved = { type: 'CallApproved', callId: 'c1', merchantId: 'm1', affiliateId: 'a1', payoutCents: 5_000, approvedAt: later };
export const recordDecline = (idempotencyKey = key1): RecordChargeDeclined => ({
  type: 'RecordChargeDeclined',
  callId: 'c1',
  idempotencyKey,
  reason: 'Your card was declined.',
  declineCode: 'generic_decline',
  now: later,
});
export const declined = (idempotencyKey = key1): ChargeDeclined => ({
  type: 'ChargeDeclined',
  callId: 'c1',
  merchantId: 'm1',
  idempotencyKey,
  reason: 'Your card was declined.',
  declineCode: 'generic_decline',
  declinedAt: later,
});
export const reject = (merchantId = 'm1', reason: RejectionReason = 'no-show', note: string | null = null): RejectCall => ({ type: 'RejectCall', callId: 'c1', merchantId, reason, note, now });
export const rejected = (reason: RejectionReason = 'no-show', note: string | null = null): CallRejected => ({
  type: 'CallRejected',
  callId: 'c1',
  merchantId: 'm1',
  affiliateId: 'a1',
  reason,
  note,
  rejectedAt: now,
});

export const pending: CallEvent[] = [booked()];
export const approving: CallEvent[] = [booked(), started()];
export const approvedHistory: CallEvent[] = [booked(), started(), charged(), approved];
export const rejectedHistory: CallEvent[] = [booked(), rejected()];
export const canceledHistory: CallEvent[] = [booked(), canceled];
