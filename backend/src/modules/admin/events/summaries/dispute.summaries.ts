import type { Names } from './name-book';
import { actorOf, type Summariser, type SummaryInput } from './summary-input';
import { capitalised, dollars, type Named, quoted, reasonText, sentence } from './summary-text';

/** A merchant disputes an approval, an affiliate a rejection (domain/call/call.events.ts DisputeRaisedBy). */
const disputed = (raisedBy: unknown) => (raisedBy === 'affiliate' ? 'rejection' : 'approval');

/** The admin who resolved: the event's actor, else the id the event records. */
const resolver = (event: SummaryInput, names: Names): Named => actorOf(event, names, names.admin(event.data.resolvedBy));

const noteOf = (note: unknown) => (quoted(note) ? `: ${quoted(note)}` : '');

/** Disputes and refunds on the call stream (docs/architecture/money-movements.md for the two-step refund). */
export const DISPUTE_SUMMARIES: Record<string, Summariser> = {
  DisputeRaised: (event, names) => {
    const d = event.data;
    const raiser = d.raisedBy === 'affiliate' ? names.affiliate(d.raisedByUserId ?? d.affiliateId) : names.merchant(d.raisedByUserId ?? d.merchantId);
    return capitalised(sentence(raiser, ` disputed the ${disputed(d.raisedBy)} of `, names.call(d.callId), noteOf(d.reason)));
  },
  DisputeDenied: (event, names) => capitalised(sentence(resolver(event, names), ' denied the dispute over ', names.call(event.data.callId), '; the call stays as it was', noteOf(event.data.note))),
  DisputeUpholdStarted: (event, names) => {
    const d = event.data;
    const refund = d.refund as { refundCents?: unknown; feeCents?: unknown } | null | undefined;
    const outcome = refund ? `refunding ${dollars(refund.refundCents)} (including the ${dollars(refund.feeCents)} fee)` : 'approving and charging it';
    return capitalised(sentence(resolver(event, names), ` upheld the ${d.raisedBy === 'affiliate' ? "affiliate's" : "merchant's"} dispute over `, names.call(d.callId), `: ${outcome}`));
  },
  ChargeRefunded: ({ data: d }, names) =>
    capitalised(sentence(names.merchant(d.merchantId), ` was refunded ${dollars(d.refundCents)} (including the ${dollars(d.feeCents)} fee) for `, names.call(d.callId), '; the call is rejected again')),
  DisputeUpheld: (event, names) => {
    const d = event.data;
    const outcome = d.raisedBy === 'affiliate' ? 'the call is approved' : 'the charge is refunded';
    return capitalised(sentence('The dispute over ', names.call(d.callId), ` is closed in the ${d.raisedBy === 'affiliate' ? "affiliate's" : "merchant's"} favour by `, resolver(event, names), `: ${outcome}`));
  },
  DisputeUpholdFailed: ({ data: d }, names) =>
    sentence('Upholding the dispute over ', names.call(d.callId), ` failed: ${reasonText(d.reason)}; the dispute is open again`),
};
