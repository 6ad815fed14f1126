import { type OpenedPayments, TEST_CARD, cardOf } from './payments.contract';
import type { BalanceTransaction, PaymentProcessor } from './payments.port';

/**
 * `listBalanceTransactions`, the processor's own books (CONVENTIONS.md 9), run against the sandbox
 * and the stripe adapter on the local fake Stripe like the rest of the payments contract.
 */
export function describeBalanceContract(name: string, open: () => Promise<OpenedPayments>): void {
  describe(`payments contract, balance transactions: ${name}`, () => {
    let opened: OpenedPayments;
    let payments: PaymentProcessor;
    beforeEach(async () => {
      opened = await open();
      payments = opened.adapter;
    });
    afterEach(async () => opened.close());

    const HOUR = 60 * 60 * 1000;
    const around = (offsetHours = 0) => ({ from: new Date(Date.now() + (offsetHours - 1) * HOUR), to: new Date(Date.now() + (offsetHours + 1) * HOUR) });
    const bySource = (list: BalanceTransaction[]) => new Map(list.map((t) => [t.source, t]));
    const charge = (customerId: string, paymentMethodId: string, idempotencyKey: string) =>
      payments.charge({ customerId, paymentMethodId, amountCents: 1100, currency: 'usd', idempotencyKey, description: 'Call approved', metadata: { callId: 'call-1' } });

    async function moveMoney() {
      const { customerId } = await payments.ensureCustomer('merchant-1', 'owner@merchant.example');
      const good = await payments.attachCard(customerId, cardOf(TEST_CARD.succeeds));
      const bad = await payments.attachCard(customerId, cardOf(TEST_CARD.chargeDeclined));
      const { chargeId } = await charge(customerId, good.paymentMethodId, 'approval-1');
      await charge(customerId, good.paymentMethodId, 'approval-1');
      await expect(charge(customerId, bad.paymentMethodId, 'approval-2')).rejects.toThrow();
      const { refundId } = await payments.refund({ chargeId, amountCents: 600, idempotencyKey: 'refund-1' });
      const { accountId } = await payments.ensureConnectedAccount('affiliate-1', 'affiliate-1@example.com');
      await opened.completeOnboarding(accountId);
      await payments.addDebitCard(accountId, cardOf(TEST_CARD.visaDebit));
      const payout = await payments.payout({ accountId, amountCents: 4975, idempotencyKey: 'payout-1', description: 'LeadLedger payout' });
      return { chargeId, refundId, ...payout };
    }

    it('lists each charge, refund and transfer once, signed as Stripe signs them, and no declined charge', async () => {
      const { chargeId, refundId, transferId, payoutId } = await moveMoney();
      const listed = await payments.listBalanceTransactions(around());
      expect(listed).toHaveLength(3);
      const found = bySource(listed);
      expect(found.get(chargeId)).toMatchObject({ type: 'charge', amountCents: 1100 });
      expect(found.get(refundId)).toMatchObject({ type: 'refund', amountCents: -600 });
      expect(found.get(transferId)).toMatchObject({ type: 'transfer', amountCents: -4975 });
      // The affiliate's payout moved its connected account's balance, not the platform's.
      expect(found.has(payoutId)).toBe(false);
      for (const t of listed) {
        expect(t.id).toMatch(/^txn_/);
        expect(Number.isSafeInteger(t.feeCents) && t.feeCents >= 0).toBe(true);
        expect(Math.abs(Date.parse(t.created) - Date.now())).toBeLessThan(HOUR);
      }
    });

    it('lists nothing from outside the period', async () => {
      await moveMoney();
      expect(await payments.listBalanceTransactions(around(3))).toEqual([]);
      expect(await payments.listBalanceTransactions(around(-3))).toEqual([]);
    });
  });
}
