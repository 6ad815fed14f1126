import { TEST_CARD, cardOf, describePaymentsContract } from './payments.contract';
import { CardNotDebit, PaymentDeclined, PaymentRequestRejected } from './payments.errors';
import { describeBalanceContract } from './payments-balance.contract';
import { SandboxPayments } from './sandbox.payments';

const openSandbox = async () => ({ adapter: new SandboxPayments(), completeOnboarding: async () => undefined, close: async () => undefined });
describePaymentsContract('sandbox', openSandbox);
describeBalanceContract('sandbox', openSandbox);

const chargeOf = (customerId: string, paymentMethodId: string, idempotencyKey: string) => ({
  customerId, paymentMethodId, amountCents: 1100, currency: 'usd' as const, idempotencyKey, description: 'Call approved', metadata: {},
});

/** Every string and number reachable from `root`, Maps and Sets included. */
function everyValue(root: unknown, seen = new Set<unknown>()): unknown[] {
  if (typeof root !== 'object' || root === null) return [root];
  if (seen.has(root)) return [];
  seen.add(root);
  const children = root instanceof Map ? [...root.keys(), ...root.values()] : root instanceof Set ? [...root] : Object.values(root);
  return children.flatMap((child) => everyValue(child, seen));
}

describe('sandbox payments', () => {
  it('keeps no card number or CVC anywhere in its memory', async () => {
    const sandbox = new SandboxPayments();
    const { customerId } = await sandbox.ensureCustomer('merchant-1', 'owner@merchant.example');
    const saved = await sandbox.attachCard(customerId, cardOf(TEST_CARD.succeeds, '4321'));
    await sandbox.charge(chargeOf(customerId, saved.paymentMethodId, 'k1'));
    const { accountId } = await sandbox.ensureConnectedAccount('affiliate-1', 'a@example.com');
    await sandbox.addDebitCard(accountId, cardOf(TEST_CARD.visaDebit, '4321'));
    const values = everyValue(sandbox).map(String);
    expect(values.length).toBeGreaterThan(3);
    expect(values.filter((v) => v.includes(TEST_CARD.succeeds) || v.includes(TEST_CARD.visaDebit) || v === '4321')).toEqual([]);
  });

  it("gives the same ids for the same keys in any instance, and remembers a saved card's test behaviour across a restart", async () => {
    const before = new SandboxPayments();
    const { customerId } = await before.ensureCustomer('merchant-1', 'owner@merchant.example');
    const good = await before.attachCard(customerId, cardOf(TEST_CARD.succeeds));
    const bad = await before.attachCard(customerId, cardOf(TEST_CARD.chargeDeclined));
    const first = await before.charge(chargeOf(customerId, good.paymentMethodId, 'approval-1'));

    const after = new SandboxPayments();
    expect(await after.ensureCustomer('merchant-1', 'owner@merchant.example')).toEqual({ customerId });
    expect(await after.charge(chargeOf(customerId, good.paymentMethodId, 'approval-1'))).toEqual(first);
    await expect(after.charge(chargeOf(customerId, bad.paymentMethodId, 'approval-2'))).rejects.toMatchObject({ declineCode: 'generic_decline' });
  });

  it("follows Stripe's other decline test cards, naming only reasons the cardholder can act on", async () => {
    const sandbox = new SandboxPayments();
    const { customerId } = await sandbox.ensureCustomer('merchant-1', 'owner@merchant.example');
    // Where test mode refuses each card: when it is saved (attach), or only when it is charged (0341).
    const outcome = async (number: string) => {
      let stage = 'attach';
      try {
        const { paymentMethodId } = await sandbox.attachCard(customerId, cardOf(number));
        stage = 'charge';
        await sandbox.charge(chargeOf(customerId, paymentMethodId, `key-${number}`));
        return ['charged'];
      } catch (error) {
        return [stage, (error as PaymentDeclined).declineCode, (error as PaymentDeclined).message];
      }
    };
    expect(await outcome('4000000000000341')).toEqual(['charge', 'generic_decline', 'The card was declined.']);
    expect(await outcome('4000000000000002')).toEqual(['attach', 'generic_decline', 'The card was declined.']);
    expect(await outcome('4000000000009987')).toEqual(['attach', 'lost_card', 'The card was declined.']);
    expect(await outcome('4000000000000069')).toEqual(['attach', 'expired_card', 'The card was declined (the card has expired).']);
    expect(await outcome('4000000000000119')).toEqual(['attach', 'processing_error', 'The card could not be processed. Please try again.']);
    expect(await outcome('4242424242424242')).toEqual(['charged']);
  });

  it('refunds a charge made before a restart at its word, and refuses a charge id it never issued', async () => {
    const before = new SandboxPayments();
    const { customerId } = await before.ensureCustomer('merchant-1', 'owner@merchant.example');
    const { paymentMethodId } = await before.attachCard(customerId, cardOf(TEST_CARD.succeeds));
    const { chargeId } = await before.charge(chargeOf(customerId, paymentMethodId, 'approval-1'));
    const after = new SandboxPayments();
    await expect(after.refund({ chargeId, amountCents: 1100, idempotencyKey: 'refund-1' })).resolves.toEqual({ refundId: expect.stringMatching(/^re_sandbox_/) });
    await expect(after.refund({ chargeId: 'ch_elsewhere', amountCents: 1100, idempotencyKey: 'refund-2' })).rejects.toMatchObject({ constructor: PaymentRequestRejected, status: 404 });
  });

  it('needs no onboarding, and refuses a payout to an account that has no debit card', async () => {
    const sandbox = new SandboxPayments();
    const { accountId, onboardingUrl } = await sandbox.ensureConnectedAccount('affiliate-1', 'a@example.com');
    expect(onboardingUrl).toBeNull();
    await expect(sandbox.payout({ accountId, amountCents: 500, idempotencyKey: 'p1', description: 'd' })).rejects.toBeInstanceOf(PaymentRequestRejected);
  });

  it('says which kind of card a refused payout card is', async () => {
    const sandbox = new SandboxPayments();
    const { accountId } = await sandbox.ensureConnectedAccount('affiliate-1', 'a@example.com');
    await expect(sandbox.addDebitCard(accountId, cardOf(TEST_CARD.succeeds))).rejects.toMatchObject({
      constructor: CardNotDebit, reason: 'credit', message: 'Instant payouts need a debit card; this card is a credit card.',
    });
  });

  it('refuses ids it never issued', async () => {
    const sandbox = new SandboxPayments();
    await expect(sandbox.attachCard('cus_elsewhere', cardOf(TEST_CARD.succeeds))).rejects.toMatchObject({ constructor: PaymentRequestRejected, status: 404 });
    await expect(sandbox.addDebitCard('acct_elsewhere', cardOf(TEST_CARD.visaDebit))).rejects.toBeInstanceOf(PaymentRequestRejected);
  });
});
