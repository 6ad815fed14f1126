import { Pool } from 'pg';
import { affiliateWalletDecider } from '../../../src/domain/affiliate-wallet/affiliate-wallet.decide';
import type { AffiliateWalletEvent } from '../../../src/domain/affiliate-wallet/affiliate-wallet.events';
import { walletMoneyInFlight } from '../../../src/domain/affiliate-wallet/affiliate-wallet.money';
import { callDecider } from '../../../src/domain/call/call.decide';
import type { CallEvent } from '../../../src/domain/call/call.events';
import { callMoneyInFlight } from '../../../src/domain/call/call.money';
import type { MoneyInFlight } from '../../../src/domain/money-movement/money-movement';
import { asDomainEvent } from '../../../src/domain/shared/stream-reader';
import { EventNotifications } from '../../../src/infrastructure/event-store/event-notifications';
import { START_OF_LOG, type StoredEvent } from '../../../src/infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../../../src/infrastructure/event-store/postgres-event-store';
import type { FakeStripeServer } from './fake-stripe-server';

/** The test's connections name themselves, so terminating "the app's connections" can spare them. */
export const TEST_APPLICATION_NAME = 'leadledger-crash-test';

/**
 * What the database holds, read as the owner: the event log through the event store's own adapter
 * (one door to the log, docs/architecture/event-store.md), the ledger and wallets as SQL.
 */
export class Books {
  readonly pool: Pool;
  private readonly store: PostgresEventStore;

  constructor(databaseUrl: string) {
    const url = new URL(databaseUrl);
    url.searchParams.set('application_name', TEST_APPLICATION_NAME);
    this.pool = new Pool({ connectionString: url.toString(), max: 4 });
    this.pool.on('error', () => undefined);
    // Reading only: the notifications connection is never started.
    this.store = new PostgresEventStore(this.pool, new EventNotifications(url.toString()));
  }

  close(): Promise<void> {
    return this.pool.end();
  }

  async log(): Promise<StoredEvent[]> {
    const all: StoredEvent[] = [];
    let after = START_OF_LOG;
    for (;;) {
      const batch = await this.store.readAll(after, 1000);
      if (batch.length === 0) return all;
      all.push(...batch);
      after = batch[batch.length - 1].position;
    }
  }
}

export type Log = StoredEvent[];

export function streamsOf(log: Log): Map<string, StoredEvent[]> {
  const streams = new Map<string, StoredEvent[]>();
  for (const e of log) streams.set(e.streamId, [...(streams.get(e.streamId) ?? []), e]);
  for (const events of streams.values()) events.sort((a, b) => a.streamPosition - b.streamPosition);
  return streams;
}

/** Movements started and not answered, decided from the streams exactly as the sweeper decides. */
export function movementsInFlight(log: Log): MoneyInFlight[] {
  const found: MoneyInFlight[] = [];
  for (const [streamId, events] of streamsOf(log)) {
    if (streamId.startsWith('call-')) {
      const state = events.map((e) => asDomainEvent<CallEvent>(e)).reduce(callDecider.evolve, callDecider.initialState);
      const movement = callMoneyInFlight(state);
      if (movement) found.push(movement);
    } else if (streamId.startsWith('affiliate-wallet-')) {
      const affiliateId = streamId.slice('affiliate-wallet-'.length);
      const state = events.map((e) => asDomainEvent<AffiliateWalletEvent>(e)).reduce(affiliateWalletDecider.evolve, affiliateWalletDecider.initialState);
      const movement = walletMoneyInFlight(state, affiliateId);
      if (movement) found.push(movement);
    }
  }
  return found;
}

const of = (log: Log, type: string) => log.filter((e) => e.type === type);
const data = (e: StoredEvent) => e.data as Record<string, any>;

/** Wallet policies a crash may have skipped: approved calls never credited, refunded calls never clawed back. */
export function missedPolicies(log: Log): string[] {
  const credited = new Set(of(log, 'CommissionCredited').map((e) => data(e).callId));
  const clawed = new Set(of(log, 'CommissionClawedBack').map((e) => data(e).callId));
  return [
    ...of(log, 'CallApproved').filter((e) => !credited.has(data(e).callId)).map((e) => `call ${data(e).callId} approved but never credited`),
    ...of(log, 'ChargeRefunded').filter((e) => credited.has(data(e).callId) && !clawed.has(data(e).callId)).map((e) => `call ${data(e).callId} refunded but never clawed back`),
  ];
}

/** Events recorded by the money sweeper (its correlation ids), by type. */
export function sweptEvents(log: Log, after: Date): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of log) if (e.metadata.correlationId.startsWith('money-sweep-') && e.recordedAt >= after) counts[e.type] = (counts[e.type] ?? 0) + 1;
  return counts;
}

const MONEY_EVENTS = ['MerchantCharged', 'CommissionCredited', 'PayoutCompleted', 'ChargeRefunded', 'CommissionClawedBack'];

export interface LedgerCheck {
  unbalanced: string[];
  payableMismatches: string[];
  /** Money events of the log the ledger has no journal for yet (projections catching up). */
  missingJournals: number;
  clearing: { charged: number; refunded: number; paidOut: number };
}

export async function checkLedger(books: Books, log: Log): Promise<LedgerCheck> {
  const db = books.pool;
  const unbalanced = (await db.query(`SELECT journal_id::text, sum(amount_cents)::bigint AS total FROM ledger_entries GROUP BY journal_id HAVING sum(amount_cents) <> 0`)).rows;
  const mismatched = (await db.query(
    `SELECT w.affiliate_id::text, w.available_cents + w.reserved_cents AS wallet, coalesce(l.payable, 0) AS payable
       FROM wallet_balances w
       LEFT JOIN (SELECT split_part(account, ':', 2)::uuid AS affiliate_id, sum(amount_cents) AS payable FROM ledger_entries WHERE account LIKE 'affiliate:%:payable' GROUP BY 1) l
         ON l.affiliate_id = w.affiliate_id
      WHERE w.available_cents + w.reserved_cents <> -coalesce(l.payable, 0)`,
  )).rows;
  const journaled = new Set((await db.query(`SELECT DISTINCT event_id::text AS id FROM ledger_entries`)).rows.map((r) => r.id as string));
  const moneyEvents = log.filter((e) => MONEY_EVENTS.includes(e.type));
  const clearing = (await db.query(`SELECT event_type, sum(amount_cents)::bigint AS total FROM ledger_entries WHERE account = 'processor:clearing' GROUP BY event_type`)).rows;
  const total = (type: string) => Number(clearing.find((r) => r.event_type === type)?.total ?? 0);
  return {
    unbalanced: unbalanced.map((r) => `journal ${r.journal_id} sums to ${r.total}`),
    payableMismatches: mismatched.map((r) => `affiliate ${r.affiliate_id}: wallet ${r.wallet}, payable ${r.payable}`),
    missingJournals: moneyEvents.filter((e) => !journaled.has(e.eventId)).length,
    clearing: { charged: total('MerchantCharged'), refunded: -total('ChargeRefunded'), paidOut: -total('PayoutCompleted') },
  };
}

/**
 * Everything the processor did against everything the log recorded: each object the fake created
 * is recorded once, each recorded id exists at the fake, and no key, call or payout moved money twice.
 */
export function reconcile(stripe: FakeStripeServer, log: Log): string[] {
  const problems: string[] = [];
  const created = stripe.moneyCalls.filter((c) => c.created !== null);
  const countBy = (items: string[]) => items.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>());
  for (const [key, n] of countBy(created.map((c) => `${c.kind} ${c.key}`))) if (n > 1) problems.push(`processor: ${n} objects created under one key (${key})`);
  for (const [callId, n] of countBy(created.filter((c) => c.kind === 'charge').map((c) => c.subject))) if (n > 1) problems.push(`processor: call ${callId} charged ${n} times`);
  for (const [callId, n] of countBy(created.filter((c) => c.kind === 'refund').map((c) => c.subject))) if (n > 1) problems.push(`processor: refund ${callId} made ${n} times`);
  const liveTransfers = new Map([...stripe.fake.transfers].filter(([, t]) => !t.reversed));
  for (const [payoutId, n] of countBy(created.filter((c) => c.kind === 'transfer' && liveTransfers.has(c.created!)).map((c) => c.subject))) {
    if (n > 1) problems.push(`processor: payout ${payoutId} transferred ${n} times`);
  }

  const chargeIds = new Set(stripe.fake.charges.keys());
  const recordedCharges = of(log, 'MerchantCharged').map((e) => String(data(e).processorChargeId));
  for (const [id, n] of countBy(recordedCharges)) if (n > 1) problems.push(`log: charge ${id} recorded ${n} times`);
  for (const id of recordedCharges) if (!chargeIds.has(id)) problems.push(`log: MerchantCharged names ${id}, unknown to the processor`);
  for (const id of chargeIds) if (!recordedCharges.includes(id)) problems.push(`processor charge ${id} (${stripe.fake.charges.get(id)!.amount} cents) never recorded`);
  for (const [callId, n] of countBy(of(log, 'MerchantCharged').map((e) => data(e).callId))) if (n > 1) problems.push(`log: call ${callId} has ${n} MerchantCharged`);

  const refundIds = new Set(stripe.fake.refunds.map((r) => r.id));
  const recordedRefunds = of(log, 'ChargeRefunded').map((e) => String(data(e).processorRefundId));
  for (const id of recordedRefunds) if (!refundIds.has(id)) problems.push(`log: ChargeRefunded names ${id}, unknown to the processor`);
  for (const id of refundIds) if (!recordedRefunds.includes(id)) problems.push(`processor refund ${id} never recorded`);

  const recordedTransfers = of(log, 'PayoutCompleted').map((e) => String(data(e).processorTransferId));
  for (const [id, n] of countBy(recordedTransfers)) if (n > 1) problems.push(`log: transfer ${id} recorded ${n} times`);
  for (const id of recordedTransfers) if (!liveTransfers.has(id)) problems.push(`log: PayoutCompleted names ${id}, not a live transfer at the processor`);
  for (const id of liveTransfers.keys()) if (!recordedTransfers.includes(id)) problems.push(`processor transfer ${id} (${liveTransfers.get(id)!.amount} cents) never recorded as a completed payout`);

  const requested = of(log, 'PayoutRequested').map((e) => String(data(e).payoutId));
  const settled = new Set([...of(log, 'PayoutCompleted'), ...of(log, 'PayoutFailed')].map((e) => String(data(e).payoutId)));
  for (const payoutId of requested) if (!settled.has(payoutId)) problems.push(`payout ${payoutId} requested, never settled`);
  for (const [payoutId, n] of countBy(of(log, 'PayoutCompleted').map((e) => String(data(e).payoutId)))) if (n > 1) problems.push(`log: payout ${payoutId} completed ${n} times`);
  return problems;
}

/** Who recorded the processor's answer to a movement: the sweeper, a request, or nobody yet. */
export function answeredBy(log: Log, movement: MoneyInFlight): 'sweeper' | 'request' | null {
  const answer = log.find((e) => {
    const d = data(e);
    if (movement.kind === 'payout') return (e.type === 'PayoutCompleted' || e.type === 'PayoutFailed') && d.payoutId === movement.idempotencyKey;
    if (e.streamId !== `call-${movement.aggregateId}`) return false;
    if (movement.kind === 'charge') return (e.type === 'MerchantCharged' || e.type === 'ChargeDeclined') && d.idempotencyKey === movement.idempotencyKey;
    return (e.type === 'ChargeRefunded' || (e.type === 'DisputeUpholdFailed' && d.idempotencyKey === movement.idempotencyKey));
  });
  if (!answer) return null;
  return answer.metadata.correlationId.startsWith('money-sweep-') ? 'sweeper' : 'request';
}
