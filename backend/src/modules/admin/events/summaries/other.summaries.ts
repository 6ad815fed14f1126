import { actorOf, type Summariser } from './summary-input';
import { capitalised, sentence, when, whose } from './summary-text';

const UNATTRIBUTED_WHY: Record<string, string> = {
  'affiliate-removed': 'the link named an affiliate who was removed',
  'no-affiliate-named': 'the link named no affiliate in a program with several',
  'program-archived': 'the program is archived',
};

const utmOf = (utm: unknown): string => {
  const source = utm && typeof utm === 'object' ? (utm as { source?: unknown }).source : null;
  return typeof source === 'string' && source ? ` (utm_source ${source})` : '';
};

/** Clicks, contact messages and bookings no affiliate could be credited with. */
export const OTHER_SUMMARIES: Record<string, Summariser> = {
  ClickRecorded: ({ data: d }, names) => {
    const affiliateId = names.membership(d.membershipId).affiliateId;
    const link = affiliateId ? whose(names.affiliate(affiliateId)) : ['the'];
    return sentence('Someone followed ', ...link, ' link to ', names.program(d.programId), utmOf(d.utm));
  },
  ContactMessageReceived: ({ data: d }) => {
    const from = typeof d.name === 'string' && d.name ? d.name : 'Someone';
    return sentence(`${from}${typeof d.email === 'string' ? ` <${d.email}>` : ''} sent a message about ${typeof d.topic === 'string' ? d.topic : 'something'}`);
  },
  ContactMessageHandled: (event, names) => capitalised(sentence(actorOf(event, names, names.admin(event.data.handledBy)), ' marked a contact message as handled')),
  // No call exists for these bookings, so nothing is charged (docs/architecture/invariants.md).
  UnattributedBookingRecorded: ({ data: d }, names) =>
    sentence(
      typeof d.customerName === 'string' && d.customerName ? d.customerName : 'A customer',
      ' booked with ',
      names.merchant(d.merchantId),
      ' through ',
      names.program(d.programId),
      d.scheduledAt ? ` for ${when(d.scheduledAt)}` : '',
      `, credited to no affiliate: ${UNATTRIBUTED_WHY[String(d.reason)] ?? 'no affiliate could be credited'}`,
    ),
};
