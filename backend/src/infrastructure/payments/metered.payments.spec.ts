import { metricsRegistry } from '../metrics/metrics.registry';
import { TEST_CARD, cardOf } from './payments.contract';
import { MeteredPayments } from './metered.payments';
import { PaymentRequestRejected } from './payments.errors';
import { SandboxPayments } from './sandbox.payments';

const chargeOf = (customerId: string, paymentMethodId: string, idempotencyKey: string) => ({
  customerId, paymentMethodId, amountCents: 1100, currency: 'usd' as const, idempotencyKey, description: 'Call approved', metadata: {},
});

/** The current value of one series in the app's registry (0 before it has one); `_count` reads a histogram's count. */
async function valueOf(name: string, labels: Record<string, string>): Promise<number> {
  const base = name.replace(/_count$/, '');
  const metric = await metricsRegistry.getSingleMetric(base)!.get();
  const values = metric.values as { value: number; labels: Record<string, unknown>; metricName?: string }[];
  const series = values.find((v) => (v.metricName ?? base) === name && Object.entries(labels).every(([k, l]) => v.labels[k] === l));
  return series?.value ?? 0;
}

describe('MeteredPayments', () => {
  it('counts charges by outcome and times them, answering exactly as the processor does', async () => {
    const sandbox = new SandboxPayments();
    const processor = MeteredPayments.wrap(sandbox);
    const before = { ok: await valueOf('leadledger_processor_calls_total', { operation: 'charge', outcome: 'ok' }), declined: await valueOf('leadledger_processor_calls_total', { operation: 'charge', outcome: 'declined' }) };
    const timedBefore = await valueOf('leadledger_processor_call_duration_seconds_count', { operation: 'charge' });

    const { customerId } = await processor.ensureCustomer('merchant-1', 'owner@merchant.example');
    const good = await processor.attachCard(customerId, cardOf(TEST_CARD.succeeds));
    const bad = await processor.attachCard(customerId, cardOf(TEST_CARD.chargeDeclined));
    const charged = await processor.charge(chargeOf(customerId, good.paymentMethodId, 'k1'));
    await expect(processor.charge(chargeOf(customerId, bad.paymentMethodId, 'k2'))).rejects.toMatchObject({ declineCode: 'generic_decline' });

    expect(charged).toEqual(await sandbox.charge(chargeOf(customerId, good.paymentMethodId, 'k1')));
    expect(await valueOf('leadledger_processor_calls_total', { operation: 'charge', outcome: 'ok' })).toBe(before.ok + 1);
    expect(await valueOf('leadledger_processor_calls_total', { operation: 'charge', outcome: 'declined' })).toBe(before.declined + 1);
    expect(await valueOf('leadledger_processor_call_duration_seconds_count', { operation: 'charge' })).toBe(timedBefore + 2);
    expect(await valueOf('leadledger_processor_calls_total', { operation: 'attach_card', outcome: 'ok' })).toBeGreaterThanOrEqual(2);
  });

  it('counts a refused request as an error', async () => {
    const processor = MeteredPayments.wrap(new SandboxPayments());
    const before = await valueOf('leadledger_processor_calls_total', { operation: 'refund', outcome: 'error' });
    await expect(processor.refund({ chargeId: 'ch_unknown', amountCents: 100, idempotencyKey: 'r1' })).rejects.toBeInstanceOf(PaymentRequestRejected);
    expect(await valueOf('leadledger_processor_calls_total', { operation: 'refund', outcome: 'error' })).toBe(before + 1);
  });

  it('stays the sandbox for the admin tools that look for it, with its own methods and mode', async () => {
    const processor = MeteredPayments.wrap(new SandboxPayments());
    expect(processor).toBeInstanceOf(SandboxPayments);
    expect(processor.mode).toBe('sandbox');
    await expect((processor as SandboxPayments).listRecords({ from: new Date(0), to: new Date() })).resolves.toEqual([]);
  });

  it("lets a test's spy replace a method without counting the call twice", async () => {
    const processor = MeteredPayments.wrap(new SandboxPayments());
    const { customerId } = await processor.ensureCustomer('merchant-2', 'owner@merchant.example');
    const good = await processor.attachCard(customerId, cardOf(TEST_CARD.succeeds));
    const spy = jest.spyOn(processor, 'charge');
    const before = await valueOf('leadledger_processor_calls_total', { operation: 'charge', outcome: 'ok' });
    await processor.charge(chargeOf(customerId, good.paymentMethodId, 'spied'));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await valueOf('leadledger_processor_calls_total', { operation: 'charge', outcome: 'ok' })).toBe(before + 1);

    spy.mockRejectedValueOnce(new Error('stubbed'));
    await expect(processor.charge(chargeOf(customerId, good.paymentMethodId, 'stubbed'))).rejects.toThrow('stubbed');
    spy.mockRestore();
    await processor.charge(chargeOf(customerId, good.paymentMethodId, 'restored'));
    expect(await valueOf('leadledger_processor_calls_total', { operation: 'charge', outcome: 'ok' })).toBe(before + 2);
  });
});
