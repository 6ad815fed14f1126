import { PaymentProviderUnavailable } from '../../infrastructure/payments/payments.errors';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../../infrastructure/payments/payments.port';
import { ProjectionRunner } from '../../projections/runner/projection-runner';
import { addCard, bookCall, card, merchantAndAffiliate } from '../../../test/support/calls-setup';
import { withDatabase } from '../../../test/support/database';
import { streamEvents } from '../../../test/support/stored-events';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { MoneyMovementSweeper } from './money-movement.sweeper';

const OTHER_CARD = '5555555555554444';

/**
 * Issue 11: the card "as of" an approval was chosen by log position, and in PostgreSQL a position
 * follows the order transactions started writing, not the order they committed. A card change
 * that began writing before an approval but committed after it was invisible to the request and
 * visible to the sweeper: the two sent the processor different cards under one idempotency key,
 * the processor refused the second, and the approval never finished. Now ApprovalStarted carries
 * the charge, card included, and both send exactly that (docs/architecture/money-movements.md).
 * PostgreSQL only: KurrentDB positions follow commit order.
 */
describe('the card an approval charges', () => {
  let t: TestApp;
  let processor: PaymentProcessor;
  beforeAll(async () => {
    t = await startTestApp();
    processor = t.app.get<PaymentProcessor>(PAYMENT_PROCESSOR, { strict: false });
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('is the same for the request and the sweeper when a card change commits in between', async () => {
    const setup = await merchantAndAffiliate(t, 20);
    await addCard(setup.merchant.browser);
    const callId = await bookCall(t, setup);
    const billingStream = `merchant-billing-${setup.merchant.user.id}`;

    await withDatabase(t, async (locker) => {
      // Hold the billing stream's row: the card change takes its transaction id, then waits.
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM streams WHERE id = $1 FOR UPDATE', [billingStream]);
      const cardChange = setup.merchant.browser.post('/api/billing/setup-complete').send(card(OTHER_CARD)).then((r) => r);
      await waitUntilBlocked(locker);

      // The processor charges but its answer is lost: the approval stays in flight.
      const realCharge = processor.charge.bind(processor);
      const charge = jest.spyOn(processor, 'charge').mockImplementationOnce(async (request) => {
        await realCharge(request);
        throw new PaymentProviderUnavailable(null, 'socket hang up');
      });
      await setup.merchant.browser.put(`/api/calls/${callId}/status`).send({ status: 'approved' }).expect(503);
      await locker.query('COMMIT');
      expect((await cardChange).status).toBe(200);

      await t.app.get(ProjectionRunner, { strict: false }).catchUp();
      expect(await t.app.get(MoneyMovementSweeper, { strict: false }).sweepOnce(0)).toMatchObject({ resumed: 1 });
      expect(charge).toHaveBeenCalledTimes(2);
      expect(charge.mock.calls[1][0]).toEqual(charge.mock.calls[0][0]);
      expect((await streamEvents(t, `call-${callId}`)).map((e) => e.type)).toEqual(['CallBooked', 'ApprovalStarted', 'MerchantCharged', 'CallApproved']);
    });
    // The held transaction also holds back the log's readers, so the request waits out its read models.
  }, 60_000);

  async function waitUntilBlocked(db: { query: (sql: string) => Promise<{ rows: { waiting: number }[] }> }): Promise<void> {
    for (let i = 0; i < 200; i++) {
      const { rows } = await db.query(`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      if (rows[0].waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the card change never reached the event store');
  }
});
