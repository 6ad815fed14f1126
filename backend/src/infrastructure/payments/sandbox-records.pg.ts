import type { Pool } from 'pg';
import type { BalancePeriod } from './payments.port';
import type { SandboxRecord, SandboxRecordStore } from './sandbox-records';

/** The sandbox's records in `sandbox_processor_records` (migration 19), its own table. */
export class PgSandboxRecords implements SandboxRecordStore {
  constructor(private readonly pool: Pool) {}

  async add(records: readonly SandboxRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.pool.query(
      `INSERT INTO sandbox_processor_records (id, type, amount_cents, fee_cents, source, account, created_at)
       SELECT r.id, r.type, r."amountCents", r."feeCents", r.source, r.account, r.created
       FROM json_to_recordset($1::json) AS r(id text, type text, "amountCents" bigint, "feeCents" bigint, source text, account text, created timestamptz)
       ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(records)],
    );
  }

  async list({ from, to }: BalancePeriod): Promise<SandboxRecord[]> {
    const { rows } = await this.pool.query(
      `SELECT id, type, amount_cents, fee_cents, source, account, created_at FROM sandbox_processor_records
       WHERE created_at >= $1 AND created_at < $2 ORDER BY created_at, id`,
      [from, to],
    );
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      amountCents: Number(r.amount_cents),
      feeCents: Number(r.fee_cents),
      source: r.source,
      account: r.account,
      created: (r.created_at as Date).toISOString(),
    }));
  }

  async remove(idOrSource: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(`DELETE FROM sandbox_processor_records WHERE id = $1 OR source = $1`, [idOrSource]);
    return (rowCount ?? 0) > 0;
  }
}
