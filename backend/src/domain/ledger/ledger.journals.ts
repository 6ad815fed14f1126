import type { CommissionClawedBack, CommissionCredited, PayoutCompleted } from '../affiliate-wallet/affiliate-wallet.events';
import type { MerchantCharged } from '../call/call.events';
import { affiliatePayable, COMMISSION_FEE_REVENUE, merchantCharges, PAYOUT_FEE_REVENUE, PROCESSOR_CLEARING } from './ledger.accounts';

/** One line of a journal: a debit is positive, a credit negative (ledger.accounts.ts). */
export type JournalLine = { account: string; amountCents: number; eventId: string };

/** An event as the store holds it: `StoredEvent` and `NewEvent` both fit. */
export type LedgerSource = { eventId: string; type: string; data: object };

type DataOf<Event> = Omit<Event, 'type'>;

/**
 * The refund of a charge, once disputes exist (issue 6). Its data is fixed here so the journal is
 * ready: `refundCents` back to the merchant's card, of which `feeCents` was the platform's fee.
 */
export type ChargeRefundedData = { callId: string; merchantId: string; processorRefundId: string; refundCents: number; feeCents: number };

type Entry = [account: string, amountCents: number];

/** An amount read from event data: whole, non-negative cents, or the journal is refused. */
function cents(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) throw new Error(`Not an amount of whole cents: ${String(amount)}`);
  return amount;
}

/*
 * Money moves in two halves, each journaled by the event on its own stream:
 *   call stream    MerchantCharged       the merchant pays; the fee is earned; the commission waits on the merchant's account
 *   wallet stream  CommissionCredited    the commission moves from the merchant's account to the affiliate's payable
 *   wallet stream  PayoutCompleted       the payable is paid out: net to the affiliate's card, $0.25 earned
 *   call stream    ChargeRefunded        mirrors MerchantCharged: the merchant is refunded, the fee given back
 *   wallet stream  CommissionClawedBack  mirrors CommissionCredited: the commission goes back to the merchant's account
 * So the payable follows the wallet event by event, and a retried credit (no event) writes nothing.
 */
function entriesFor(type: string, data: object): Entry[] | null {
  switch (type) {
    case 'MerchantCharged': {
      const charge = data as DataOf<MerchantCharged>;
      const [chargeCents, feeCents] = [cents(charge.chargeCents), cents(charge.feeCents)];
      // The merchant-account lines balance whatever the amounts, so check the itemisation itself.
      if (chargeCents !== cents(charge.payoutCents) + feeCents) throw new Error(`Charge ${chargeCents} is not commission ${charge.payoutCents} + fee ${feeCents}`);
      const merchant = merchantCharges(charge.merchantId);
      return [
        [PROCESSOR_CLEARING, chargeCents],
        [merchant, -chargeCents],
        [merchant, feeCents],
        [COMMISSION_FEE_REVENUE, -feeCents],
      ];
    }
    case 'CommissionCredited': {
      const credit = data as DataOf<CommissionCredited>;
      const amountCents = cents(credit.amountCents);
      return [
        [merchantCharges(credit.merchantId), amountCents],
        [affiliatePayable(credit.affiliateId), -amountCents],
      ];
    }
    case 'PayoutCompleted': {
      const payout = data as DataOf<PayoutCompleted>;
      return [
        [affiliatePayable(payout.affiliateId), cents(payout.amountCents)],
        [PROCESSOR_CLEARING, -cents(payout.netCents)],
        [PAYOUT_FEE_REVENUE, -cents(payout.feeCents)],
      ];
    }
    case 'ChargeRefunded': {
      const refund = data as ChargeRefundedData;
      const [refundCents, feeCents] = [cents(refund.refundCents), cents(refund.feeCents)];
      if (feeCents > refundCents) throw new Error(`Refund ${refundCents} cannot give back a fee of ${feeCents}`);
      const merchant = merchantCharges(refund.merchantId);
      return [
        [PROCESSOR_CLEARING, -refundCents],
        [merchant, refundCents],
        [merchant, -feeCents],
        [COMMISSION_FEE_REVENUE, feeCents],
      ];
    }
    case 'CommissionClawedBack': {
      const clawback = data as DataOf<CommissionClawedBack>;
      const amountCents = cents(clawback.amountCents);
      return [
        [affiliatePayable(clawback.affiliateId), amountCents],
        [merchantCharges(clawback.merchantId), -amountCents],
      ];
    }
    default:
      return null;
  }
}

/**
 * The balanced journal an event writes, or null when the event moves no money. Lines of zero (the
 * fee on a commission under 5 cents) are left out. Throws rather than let an unbalanced journal or
 * a fractional cent reach the ledger (the database refuses them too, docs/architecture/ledger.md).
 */
export function journalFor(event: LedgerSource): JournalLine[] | null {
  let entries: Entry[] | null;
  try {
    entries = entriesFor(event.type, event.data);
  } catch (error) {
    throw new Error(`${event.type} ${event.eventId}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (entries === null) return null;
  const sum = entries.reduce((total, [, amountCents]) => total + amountCents, 0);
  if (sum !== 0) throw new Error(`${event.type} ${event.eventId} does not balance: its lines sum to ${sum} cents`);
  return entries.filter(([, amountCents]) => amountCents !== 0).map(([account, amountCents]) => ({ account, amountCents, eventId: event.eventId }));
}
