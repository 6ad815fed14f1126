import { describeCard } from './name-book';
import type { Summariser } from './summary-input';
import { capitalised, dollars, reasonText, sentence } from './summary-text';

const expiry = (month: unknown, year: unknown) => (typeof month === 'number' && typeof year === 'number' ? ` (expires ${String(month).padStart(2, '0')}/${year})` : '');

/**
 * The affiliate's wallet, payout card and the merchant's billing card. A payout names the card it
 * went to: the card on file when it was requested (docs/architecture/money-movements.md).
 */
export const WALLET_SUMMARIES: Record<string, Summariser> = {
  CommissionCredited: ({ data: d }, names) =>
    capitalised(sentence(names.affiliate(d.affiliateId), ` earned ${dollars(d.amountCents)} commission for `, names.call(d.callId))),
  PayoutRequested: ({ data: d }, names) => {
    const card = names.payoutCard(d.affiliateId, d.requestedAt);
    return capitalised(sentence(names.affiliate(d.affiliateId), ` asked to collect ${dollars(d.amountCents)}: ${dollars(d.netCents)}${card ? ` to ${card}` : ''} after the ${dollars(d.feeCents)} fee`));
  },
  PayoutCompleted: ({ data: d }, names) => {
    const card = names.payoutCard(d.affiliateId, d.completedAt);
    return capitalised(sentence(names.affiliate(d.affiliateId), ` collected ${dollars(d.netCents)}${card ? ` to ${card}` : ''} (${dollars(d.feeCents)} fee)`));
  },
  PayoutFailed: ({ data: d }, names) =>
    capitalised(
      sentence(names.affiliate(d.affiliateId), `'s payout of ${dollars(d.amountCents)} failed: ${reasonText(d.reason)}; the money is back in the wallet`),
    ),
  CommissionClawedBack: ({ data: d }, names) =>
    capitalised(sentence(`${dollars(d.amountCents)} commission for `, names.call(d.callId), ' was clawed back from ', names.affiliate(d.affiliateId), ' after an upheld dispute')),
  PayoutMethodSet: ({ data: d }, names) =>
    capitalised(sentence(names.affiliate(d.affiliateId), `'s payout card is now ${describeCard(d.brand, d.last4) ?? 'a new card'}${expiry(d.expMonth, d.expYear)}`)),
  PayoutMethodRemoved: (event, names) => {
    const d = event.data;
    const card = names.payoutCard(d.affiliateId, event.recordedAt, d.externalAccountId);
    return capitalised(sentence(names.affiliate(d.affiliateId), `'s payout card${card ? ` ${card}` : ''} was removed`));
  },
  PaymentMethodSet: ({ data: d }, names) =>
    capitalised(sentence(names.merchant(d.merchantId), `'s billing card is now ${describeCard(d.brand, d.last4) ?? 'a new card'}${expiry(d.expMonth, d.expYear)}`)),
  PaymentMethodRemoved: (event, names) => {
    const d = event.data;
    const card = names.billingCard(d.merchantId, event.recordedAt, d.processorPaymentMethodId);
    return capitalised(sentence(names.merchant(d.merchantId), `'s billing card${card ? ` ${card}` : ''} was removed`));
  },
};
