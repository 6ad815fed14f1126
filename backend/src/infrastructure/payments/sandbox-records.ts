import type { BalancePeriod } from './payments.port';

/**
 * What the sandbox processor did, as Stripe would have it in its books: one entry per charge,
 * refund, transfer and payout, signed as a balance transaction is. A payout moves the affiliate's
 * connected account (`account`), the rest the platform's balance.
 */
export interface SandboxRecord {
  /** `txn_sandbox_...`, derived from the source, so a replayed request writes the same record. */
  id: string;
  type: 'charge' | 'refund' | 'transfer' | 'payout';
  amountCents: number;
  feeCents: number;
  /** The `ch_`, `re_`, `tr_` or `po_` id the sandbox answered with. */
  source: string;
  /** The connected account whose balance moved; null for the platform's. */
  account: string | null;
  /** ISO instant. */
  created: string;
}

/**
 * Where the sandbox keeps its records. In memory for unit tests; in PostgreSQL in the app
 * (`sandbox-records.pg.ts`), so they survive a restart like Stripe's books do.
 */
export interface SandboxRecordStore {
  /** Idempotent per id: a record already kept stays as it was first written. */
  add(records: readonly SandboxRecord[]): Promise<void>;
  /** Oldest first, created in [from, to). */
  list(period: BalancePeriod): Promise<SandboxRecord[]>;
  /** Forgets the record with this id or this source; false when there was none. */
  remove(idOrSource: string): Promise<boolean>;
}

export class MemorySandboxRecords implements SandboxRecordStore {
  private readonly records = new Map<string, SandboxRecord>();

  async add(records: readonly SandboxRecord[]): Promise<void> {
    for (const record of records) if (!this.records.has(record.id)) this.records.set(record.id, record);
  }

  async list({ from, to }: BalancePeriod): Promise<SandboxRecord[]> {
    return [...this.records.values()]
      .filter((r) => Date.parse(r.created) >= from.getTime() && Date.parse(r.created) < to.getTime())
      .sort((a, b) => a.created.localeCompare(b.created));
  }

  async remove(idOrSource: string): Promise<boolean> {
    const found = [...this.records.values()].filter((r) => r.id === idOrSource || r.source === idOrSource);
    for (const record of found) this.records.delete(record.id);
    return found.length > 0;
  }

  /** Everything kept, for moving into a durable store. */
  all(): SandboxRecord[] {
    return [...this.records.values()];
  }
}
