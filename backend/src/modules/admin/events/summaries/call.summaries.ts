import { platformFeeCents } from '../../../../domain/call/call.fee';
import { actorOf, type Summariser } from './summary-input';
import { capitalised, dollars, quoted, reasonText, sentence, when } from './summary-text';

const REJECTION_WORDS: Record<string, string> = {
  spam: 'as spam',
  'no-show': 'as a no-show',
  duplicate: 'as a duplicate',
  'not-qualified': 'as not qualified',
  other: 'for another reason',
};

const feeOf = (payoutCents: unknown): number | null =>
  typeof payoutCents === 'number' && Number.isSafeInteger(payoutCents) && payoutCents >= 0 ? platformFeeCents(payoutCents) : null;

/** "charged $44.00 = $40.00 commission + $4.00 fee": every approval charges commission plus the 10% fee (docs/architecture/money-movements.md). */
const chargeWords = (chargeCents: unknown, payoutCents: unknown, feeCents: unknown) =>
  `${dollars(chargeCents)} = ${dollars(payoutCents)} commission + ${dollars(feeCents)} fee`;

/** The call stream's booking and decision events (domain/call/call.events.ts). */
export const CALL_SUMMARIES: Record<string, Summariser> = {
  CallBooked: ({ data: d }, names) =>
    sentence(
      { text: typeof d.customerName === 'string' && d.customerName ? d.customerName : 'A customer', link: typeof d.callId === 'string' ? { kind: 'call', id: d.callId } : undefined },
      ' booked a call with ',
      names.merchant(d.merchantId),
      ' through ',
      names.affiliate(d.affiliateId),
      ' for ',
      names.program(d.programId),
      ` (${dollars(d.payoutCents)} commission${d.source === 'calendly' ? ', via Calendly' : ''}), at ${when(d.scheduledAt)}`,
      d.duplicateOf ? '; the same customer booked before' : '',
    ),
  CallRescheduled: ({ data: d }, names) =>
    capitalised(sentence(names.call(d.callId), ` was moved from ${when(d.previousScheduledAt)} to ${when(d.scheduledAt)}`)),
  CallCanceled: ({ data: d }, names) =>
    capitalised(sentence('The customer canceled ', names.call(d.callId), quoted(d.reason) ? `: ${quoted(d.reason)}` : '')),
  ApprovalStarted: (event, names) => {
    const d = event.data;
    const card = names.billingCard(d.merchantId, d.startedAt, (d.instruction as { paymentMethodId?: unknown } | undefined)?.paymentMethodId);
    return capitalised(
      sentence(actorOf(event, names, names.merchant(d.merchantId)), ' started approving ', names.call(d.callId), `: charging ${chargeWords(d.chargeCents, d.payoutCents, d.feeCents)}`, card ? ` to ${card}` : ''),
    );
  },
  MerchantCharged: ({ data: d }, names) => {
    const card = names.billingCard(d.merchantId, d.chargedAt);
    return capitalised(sentence(names.merchant(d.merchantId), ` was charged ${chargeWords(d.chargeCents, d.payoutCents, d.feeCents)}`, card ? ` on ${card}` : '', ' for ', names.call(d.callId)));
  },
  // CallApproved carries only the commission; the fee is the platform's fixed rule (domain/call/call.fee.ts).
  CallApproved: (event, names) => {
    const d = event.data;
    const fee = feeOf(d.payoutCents);
    const charged = fee === null ? '' : `: charged ${chargeWords((d.payoutCents as number) + fee, d.payoutCents, fee)}`;
    return capitalised(sentence(actorOf(event, names, names.merchant(d.merchantId)), ' approved ', names.call(d.callId), charged));
  },
  ChargeDeclined: ({ data: d }, names) =>
    capitalised(sentence(names.merchant(d.merchantId), "'s card was declined approving ", names.call(d.callId), `: ${reasonText(d.reason)}; the call stays pending`)),
  CallRejected: (event, names) => {
    const d = event.data;
    const reason = REJECTION_WORDS[String(d.reason)] ?? 'without a reason';
    return capitalised(sentence(actorOf(event, names, names.merchant(d.merchantId)), ' rejected ', names.call(d.callId), ` ${reason}`, quoted(d.note) ? `: ${quoted(d.note)}` : ''));
  },
  DecisionDeadlineNear: ({ data: d }, names) =>
    capitalised(sentence(names.merchant(d.merchantId), ' was reminded that the decision on ', names.call(d.callId), ` is due ${when(d.deadlineAt)} (${String(d.hoursLeft)} hours left)`)),
  DecisionEscalated: ({ data: d }, names) =>
    capitalised(sentence(names.call(d.callId), ` passed its decision deadline (${when(d.deadlineAt)}) undecided and was sent to an admin: ${ESCALATION_WORDS[String(d.reason)] ?? 'for review'}`)),
  InviteeNoShowReported: ({ data: d }, names) =>
    capitalised(
      sentence(
        names.call(d.callId),
        d.outcome === 'marked' ? ' was marked a no-show in Calendly too' : ` could not be marked a no-show in Calendly: ${reasonText(d.reason)}`,
      ),
    ),
};

const ESCALATION_WORDS: Record<string, string> = {
  policy: "the program's policy",
  'no-card': 'it was to be approved automatically, but the merchant has no card on file',
  'charge-declined': "it was to be approved automatically, but the merchant's card was declined",
};
