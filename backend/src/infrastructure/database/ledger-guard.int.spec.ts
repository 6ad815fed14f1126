import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { createTestDatabase, openTestPool, type TestDatabase } from '../../test-support/test-database';

/** The database itself refuses a journal that does not sum to zero (docs/architecture/ledger.md, migration 10). */
describe('ledger zero-sum guard', () => {
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

  const insert = (lines: [journalId: string, line: number, cents: number][]) =>
    pool.query(
      `INSERT INTO ledger_entries (journal_id, line, account, amount_cents, event_id, event_type, recorded_at)
       SELECT j, l, 'test:account', c, j, 'Test', now() FROM unnest($1::uuid[], $2::int[], $3::bigint[]) AS t (j, l, c)`,
      [lines.map((x) => x[0]), lines.map((x) => x[1]), lines.map((x) => x[2])],
    );
  const linesOf = async (journalId: string) => (await pool.query('SELECT count(*)::int AS n FROM ledger_entries WHERE journal_id = $1', [journalId])).rows[0].n;

  it('accepts balanced journals written together', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await insert([[a, 1, 4400], [a, 2, -4400], [b, 1, 25], [b, 2, -20], [b, 3, -5]]);
    expect(await linesOf(a)).toBe(2);
    expect(await linesOf(b)).toBe(3);
  });

  it('refuses a statement with one unbalanced journal, and writes none of it', async () => {
    const [good, bad] = [randomUUID(), randomUUID()];
    await expect(insert([[good, 1, 100], [good, 2, -100], [bad, 1, 100], [bad, 2, -99]])).rejects.toThrow(`journal ${bad} does not balance: lines sum to 1 cents`);
    expect(await linesOf(good)).toBe(0);
    expect(await linesOf(bad)).toBe(0);
  });

  it('refuses a line added later that unbalances a journal already written', async () => {
    const journal = randomUUID();
    await insert([[journal, 1, 500], [journal, 2, -500]]);
    await expect(insert([[journal, 3, 1]])).rejects.toThrow('does not balance');
    expect(await linesOf(journal)).toBe(2);
  });
});
