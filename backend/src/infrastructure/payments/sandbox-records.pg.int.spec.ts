import type { Pool } from 'pg';
import { createTestDatabase, openTestPool, type TestDatabase } from '../../test-support/test-database';
import { TEST_CARD, cardOf } from './payments.contract';
import { SandboxPayments } from './sandbox.payments';
import { PgSandboxRecords } from './sandbox-records.pg';

const HOUR = 60 * 60 * 1000;
const now = () => ({ from: new Date(Date.now() - HOUR), to: new Date(Date.now() + HOUR) });

describe('sandbox processor records in PostgreSQL (int)', () => {
  let db: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = openTestPool(db.url, 2);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  async function chargeAndPay(sandbox: SandboxPayments) {
    const { customerId } = await sandbox.ensureCustomer('merchant-1', 'm@example.com');
    const { paymentMethodId } = await sandbox.attachCard(customerId, cardOf(TEST_CARD.succeeds));
    const { chargeId } = await sandbox.charge({ customerId, paymentMethodId, amountCents: 1100, currency: 'usd', idempotencyKey: 'approval-1', description: 'Call approved', metadata: {} });
    const { accountId } = await sandbox.ensureConnectedAccount('affiliate-1', 'a@example.com');
    await sandbox.addDebitCard(accountId, cardOf(TEST_CARD.visaDebit));
    const payout = await sandbox.payout({ accountId, amountCents: 900, idempotencyKey: 'payout-1', description: 'payout' });
    return { chargeId, ...payout };
  }

  it('keeps what the sandbox moved across a restart, and forgets one record on request', async () => {
    const before = new SandboxPayments({ records: new PgSandboxRecords(pool) });
    const { chargeId, transferId, payoutId } = await chargeAndPay(before);

    const after = new SandboxPayments({ records: new PgSandboxRecords(pool) });
    const listed = await after.listBalanceTransactions(now());
    expect(listed.map((t) => [t.type, t.source, t.amountCents])).toEqual(expect.arrayContaining([['charge', chargeId, 1100], ['transfer', transferId, -900]]));
    expect(listed).toHaveLength(2);
    expect((await after.listRecords(now())).find((r) => r.source === payoutId)).toMatchObject({ type: 'payout', amountCents: -900, account: expect.stringMatching(/^acct_sandbox_/) });

    // A replay after the restart (same key) writes nothing new.
    await chargeAndPay(after);
    expect(await after.listBalanceTransactions(now())).toHaveLength(2);

    expect(await after.removeRecord(chargeId)).toBe(true);
    expect(await after.removeRecord(chargeId)).toBe(false);
    expect((await before.listBalanceTransactions(now())).map((t) => t.source)).toEqual([transferId]);
  });
});
