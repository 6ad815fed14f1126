import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { copyRows } from '../runner/copy-rows';
import { type CallFacts, type ContextChange, type NoticeContext, contextChange, contextNeeded } from './notifications.rows';

type Member = { programId: string; affiliateId: string; removed: boolean };

/**
 * What the notifications read model remembers (a call's parties, program names, who belongs to a
 * program), for one batch: loaded once with the rows the batch's events need, changed in memory
 * event by event (a notice may need what an earlier event of the batch remembered), written back
 * in a few statements. Like every read model's writes, idempotent: a replayed batch changes nothing.
 */
export class NotificationMemory {
  private readonly calls = new Map<string, CallFacts>();
  private readonly programs = new Map<string, string>();
  private readonly members = new Map<string, Member>();
  private readonly newCalls = new Map<string, CallFacts>();
  private readonly disputes = new Map<string, string>();
  private readonly renamed = new Set<string>();
  private readonly joined = new Set<string>();
  private readonly left = new Set<string>();

  /** Only the rows the batch needs; a batch that needs none issues no statement. */
  static async load(events: StoredEvent[], tx: PoolClient): Promise<NotificationMemory> {
    const memory = new NotificationMemory();
    const needs = events.map(contextNeeded).filter((n) => n !== null);
    const callIds = unique(needs.map((n) => n.callId));
    if (callIds.length > 0) {
      const { rows } = await tx.query(`SELECT call_id, merchant_id, affiliate_id, program_id, customer_name, dispute_raised_by FROM notification_calls WHERE call_id = ANY($1)`, [callIds]);
      for (const r of rows) memory.calls.set(r.call_id, { merchantId: r.merchant_id, affiliateId: r.affiliate_id, programId: r.program_id, customerName: r.customer_name, disputeRaisedBy: r.dispute_raised_by });
    }
    const programIds = unique([...needs.map((n) => n.programId), ...[...memory.calls.values()].map((c) => c.programId), ...events.map((e) => (e.type === 'CallBooked' ? (e.data.programId as string) : undefined))]);
    if (needs.some((n) => n.programId || n.callId) && programIds.length > 0) {
      const { rows } = await tx.query(`SELECT program_id, name FROM notification_programs WHERE program_id = ANY($1)`, [programIds]);
      for (const r of rows) memory.programs.set(r.program_id, r.name);
    }
    const memberPrograms = unique(needs.map((n) => n.membersOf));
    if (memberPrograms.length > 0) {
      const { rows } = await tx.query(`SELECT membership_id, program_id, affiliate_id, removed FROM notification_members WHERE program_id = ANY($1)`, [memberPrograms]);
      for (const r of rows) memory.members.set(r.membership_id, { programId: r.program_id, affiliateId: r.affiliate_id, removed: r.removed });
    }
    return memory;
  }

  remember(event: StoredEvent): void {
    const change: ContextChange | null = contextChange(event);
    if (!change) return;
    switch (change.kind) {
      case 'call':
        // The first booking of a call id wins, as ON CONFLICT DO NOTHING does in the table.
        if (!this.calls.has(change.callId)) {
          const facts = { merchantId: change.merchantId, affiliateId: change.affiliateId, programId: change.programId, customerName: change.customerName, disputeRaisedBy: null };
          this.calls.set(change.callId, facts);
          this.newCalls.set(change.callId, facts);
        }
        return;
      case 'dispute': {
        const call = this.calls.get(change.callId);
        if (call) call.disputeRaisedBy = change.raisedBy;
        this.disputes.set(change.callId, change.raisedBy);
        return;
      }
      case 'program':
        this.programs.set(change.programId, change.name);
        this.renamed.add(change.programId);
        return;
      case 'member':
        if (!this.members.has(change.membershipId)) {
          this.members.set(change.membershipId, { programId: change.programId, affiliateId: change.affiliateId, removed: false });
          this.joined.add(change.membershipId);
        }
        return;
      case 'member-left': {
        const member = this.members.get(change.membershipId);
        if (member) member.removed = true;
        this.left.add(change.membershipId);
      }
    }
  }

  context(needed: NonNullable<ReturnType<typeof contextNeeded>>): NoticeContext {
    const call = needed.callId ? (this.calls.get(needed.callId) ?? null) : null;
    const programId = needed.programId ?? call?.programId;
    // An affiliate with two memberships of one program (left and rejoined) is told once.
    const members = needed.membersOf ? unique([...this.members.values()].filter((m) => m.programId === needed.membersOf && !m.removed).map((m) => m.affiliateId)).sort() : [];
    return { call: call && { ...call }, programName: programId ? (this.programs.get(programId) ?? null) : null, members };
  }

  /**
   * `freshCopy`: a rebuild's new copy (Projection.load), where no call of the batch is remembered
   * yet (a call's stream starts with its one CallBooked): its new calls go in by COPY.
   */
  async save(tx: PoolClient, { freshCopy = false } = {}): Promise<void> {
    if (this.newCalls.size > 0 && freshCopy) {
      const rows = [...this.newCalls].map(([callId, c]) => [callId, c.merchantId, c.affiliateId, c.programId, c.customerName]);
      await copyRows(tx, 'notification_calls', ['call_id', 'merchant_id', 'affiliate_id', 'program_id', 'customer_name'], rows);
    } else if (this.newCalls.size > 0) {
      const rows = [...this.newCalls].map(([call_id, c]) => ({ call_id, merchant_id: c.merchantId, affiliate_id: c.affiliateId, program_id: c.programId, customer_name: c.customerName }));
      await tx.query(
        `INSERT INTO notification_calls (call_id, merchant_id, affiliate_id, program_id, customer_name)
         SELECT call_id, merchant_id, affiliate_id, program_id, customer_name FROM jsonb_to_recordset($1::jsonb)
           AS r(call_id text, merchant_id text, affiliate_id text, program_id text, customer_name text)
         ON CONFLICT (call_id) DO NOTHING`,
        [JSON.stringify(rows)],
      );
    }
    if (this.disputes.size > 0) {
      await tx.query(
        `UPDATE notification_calls c SET dispute_raised_by = d.raised_by FROM jsonb_to_recordset($1::jsonb) AS d(call_id text, raised_by text) WHERE c.call_id = d.call_id`,
        [JSON.stringify([...this.disputes].map(([call_id, raised_by]) => ({ call_id, raised_by })))],
      );
    }
    if (this.renamed.size > 0) {
      await tx.query(
        `INSERT INTO notification_programs (program_id, name) SELECT program_id, name FROM jsonb_to_recordset($1::jsonb) AS r(program_id text, name text)
         ON CONFLICT (program_id) DO UPDATE SET name = EXCLUDED.name`,
        [JSON.stringify([...this.renamed].map((program_id) => ({ program_id, name: this.programs.get(program_id) })))],
      );
    }
    if (this.joined.size > 0) {
      const rows = [...this.joined].map((membership_id) => ({ membership_id, program_id: this.members.get(membership_id)!.programId, affiliate_id: this.members.get(membership_id)!.affiliateId }));
      await tx.query(
        `INSERT INTO notification_members (membership_id, program_id, affiliate_id) SELECT membership_id, program_id, affiliate_id
         FROM jsonb_to_recordset($1::jsonb) AS r(membership_id text, program_id text, affiliate_id text) ON CONFLICT (membership_id) DO NOTHING`,
        [JSON.stringify(rows)],
      );
    }
    if (this.left.size > 0) await tx.query(`UPDATE notification_members SET removed = true WHERE membership_id = ANY($1)`, [[...this.left]]);
  }
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string'))];
}
