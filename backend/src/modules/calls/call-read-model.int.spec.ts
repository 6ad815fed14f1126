import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { createTestDatabase, type TestDatabase, openTestPool } from '../../test-support/test-database';
import { CallReadModel } from './call-read-model';

/**
 * The flagged duplicate is looked up per call (call-read-model.ts says why): only a call of the
 * same merchant is named, and one whose affiliate account is gone still is, without a name.
 * Rows are written straight into the read model's tables, as its projections would.
 */
describe('CallReadModel duplicates and order on PostgreSQL', () => {
  let db: TestDatabase;
  let pool: Pool;
  let calls: CallReadModel;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = openTestPool(db.url, 2);
    calls = new CallReadModel(pool);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  async function user(role: 'merchant' | 'affiliate', firstName: string): Promise<string> {
    const id = randomUUID();
    await pool.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, role, time_zone, created_at) VALUES ($1, $2, 'x', $3, 'Tester', $4, 'UTC', now())`,
      [id, `${id}@example.com`, firstName, role],
    );
    return id;
  }

  async function program(merchantId: string): Promise<string> {
    const id = randomUUID();
    await pool.query(
      `INSERT INTO program_list (id, merchant_id, name, referral_code, payout_cents, integration, integration_id, created_at)
       VALUES ($1, $2, 'Program', $3, 5000, 'google', $4, now())`,
      [id, merchantId, id.slice(0, 8), randomUUID()],
    );
    return id;
  }

  async function call(o: { merchantId: string; programId: string; affiliateId: string; scheduledAt: string; status?: string; duplicateOf?: string; id?: string }) {
    const id = o.id ?? randomUUID();
    await pool.query(
      `INSERT INTO call_list (id, merchant_id, program_id, membership_id, affiliate_id, customer_name, customer_email, customer_email_key,
                              scheduled_at, booked_at, payout_cents, status, source, decision_due_at, duplicate_of)
       VALUES ($1, $2, $3, $4, $5, 'Customer', 'c@example.com', 'c@example.com', $6, '2031-01-01T00:00:00Z', 5000, $7, 'booking-page',
               $6::timestamptz + interval '7 days', $8)`,
      [id, o.merchantId, o.programId, randomUUID(), o.affiliateId, o.scheduledAt, o.status ?? 'pending', o.duplicateOf ?? null],
    );
    return id;
  }

  it('names a duplicate of the same merchant only, also one whose affiliate account is gone; pending by time, then id', async () => {
    const merchant = await user('merchant', 'Mia');
    const other = await user('merchant', 'Otto');
    const affiliate = await user('affiliate', 'Ada');
    const gone = await user('affiliate', 'Gone');
    const programId = await program(merchant);
    const otherProgram = await program(other);
    const same = { merchantId: merchant, programId, affiliateId: affiliate };

    const original = await call({ ...same, scheduledAt: '2031-03-01T09:00:00.000Z', status: 'approved' });
    const byGone = await call({ ...same, affiliateId: gone, scheduledAt: '2031-03-01T10:00:00.000Z', status: 'rejected' });
    await pool.query('DELETE FROM users WHERE id = $1', [gone]);
    const elsewhere = await call({ merchantId: other, programId: otherProgram, affiliateId: affiliate, scheduledAt: '2031-03-01T11:00:00.000Z' });
    // Two calls in the same slot: the lower id first.
    const [low, high] = [randomUUID(), randomUUID()].sort();
    await call({ ...same, id: high, scheduledAt: '2031-03-02T09:00:00.000Z', duplicateOf: original });
    await call({ ...same, id: low, scheduledAt: '2031-03-02T09:00:00.000Z', duplicateOf: elsewhere });
    const first = await call({ ...same, scheduledAt: '2031-03-01T15:00:00.000Z', duplicateOf: byGone });

    const pending = await calls.pending(merchant);
    expect(pending.map((c) => [c.id, c.duplicateOf])).toEqual([
      [first, { callId: byGone, scheduledAt: '2031-03-01T10:00:00.000Z', affiliateName: '' }],
      [low, null],
      [high, { callId: original, scheduledAt: '2031-03-01T09:00:00.000Z', affiliateName: 'Ada Tester' }],
    ]);
    expect(await calls.pending(other)).toEqual([expect.objectContaining({ id: elsewhere, duplicateOf: null })]);
  });
});
