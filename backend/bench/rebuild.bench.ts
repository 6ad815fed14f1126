import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { type AffiliateWalletEvent } from '../src/domain/affiliate-wallet/affiliate-wallet.events';
import { affiliateWalletDecider } from '../src/domain/affiliate-wallet/affiliate-wallet.decide';
import { approvalIdempotencyKey, callDecider } from '../src/domain/call/call.decide';
import type { CallCommand } from '../src/domain/call/call.commands';
import type { CallEvent } from '../src/domain/call/call.events';
import type { Decider } from '../src/domain/shared/decider';
import { allProjections } from '../src/projections/projection-registry';
import { EventNotifications } from '../src/infrastructure/event-store/event-notifications';
import { type EventStore, START_OF_LOG } from '../src/infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../src/infrastructure/event-store/postgres-event-store';
import { rebuildProjection } from '../src/projections/runner/projection-rebuild';
import { machineBusySeconds } from './cpu-budget';

const AFFILIATES = 200;

/**
 * Writes about `count` realistic events, made by the real deciders so every projection (the
 * ledger included) accepts them: per approved call CallBooked, ApprovalStarted, MerchantCharged,
 * CallApproved on its call stream, and CommissionCredited on the affiliate's wallet. Spread over
 * 60 days, 200 affiliates and 20 merchants.
 */
export async function seedEvents(url: string, count: number): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 4 });
  const base = Date.parse('2026-01-01T00:00:00Z');
  const calls = Math.ceil(count / 5);
  const wallets = Array.from({ length: AFFILIATES }, () => ({ id: randomUUID(), credits: [] as object[], state: affiliateWalletDecider.initialState }));
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < calls) {
        const i = next++;
        const at = new Date(base + (i % 60) * 86_400_000 + (i % 1440) * 60_000).toISOString();
        const wallet = wallets[i % AFFILIATES];
        const callId = randomUUID();
        const merchantId = `00000000-0000-4000-8000-${String(i % 20).padStart(12, '0')}`;
        const payoutCents = 2500 + (i % 97) * 100;
        const events = run(callDecider, [
          { type: 'BookCall', callId, programId: randomUUID(), membershipId: randomUUID(), affiliateId: wallet.id, merchantId, payoutCents, customerName: `C${i}`, customerEmail: `c${i}@example.com`, customerPhone: null, countryCode: null, customerCompany: null, scheduledAt: at, source: 'booking-page', externalRef: null, clickId: null, duplicateOf: null, meetingLink: null, now: at },
          { type: 'StartApproval', callId, merchantId, card: { customerId: 'cus_bench', paymentMethodId: 'pm_bench' }, now: at },
          { type: 'RecordCharge', callId, idempotencyKey: approvalIdempotencyKey(callId, 1), processorChargeId: `ch_bench_${i}`, now: at },
        ] as CallCommand[]);
        await append(pool, `call-${callId}`, 0, events, at);
        const credit = affiliateWalletDecider.decide({ type: 'CreditCommission', affiliateId: wallet.id, callId, merchantId, amountCents: payoutCents, now: at }, wallet.state);
        wallet.state = credit.reduce(affiliateWalletDecider.evolve, wallet.state);
        await append(pool, `affiliate-wallet-${wallet.id}`, null, credit, at);
      }
    }),
  );
  await pool.end();
}

function run(decider: Decider<CallCommand, CallEvent, ReturnType<typeof callDecider.evolve>>, commands: CallCommand[]): CallEvent[] {
  let state = decider.initialState;
  const all: CallEvent[] = [];
  for (const command of commands) {
    const events = decider.decide(command, state);
    state = events.reduce(decider.evolve, state);
    all.push(...events);
  }
  return all;
}

async function append(pool: Pool, stream: string, expected: number | null, events: (CallEvent | AffiliateWalletEvent)[], at: string): Promise<void> {
  const payload = events.map(({ type, ...data }) => ({
    eventId: randomUUID(),
    type,
    data,
    metadata: { correlationId: randomUUID(), causationId: null, actor: 'system', occurredAt: at },
  }));
  await pool.query('SELECT * FROM ll_append_events($1, $2, $3, $4::jsonb)', [stream, stream.split('-')[0], expected, JSON.stringify(payload)]);
}

export interface RebuildResult {
  projection: string;
  /** Events in the log: what the rebuild went through, whatever the read model took of them. */
  events: number;
  /** Events of the read model's types, handed to it. */
  applied: number;
  seconds: number;
  eventsPerSecond: number;
  /** Core-seconds the whole machine was busy during the rebuild (app and database alike); null without /proc. */
  busyCoreSeconds: number | null;
}

/** Full rebuild of every projection over what is in the log. */
export async function measureRebuild(url: string): Promise<RebuildResult[]> {
  const pool = new Pool({ connectionString: url, max: 4 });
  pool.on('error', () => undefined);
  const results: RebuildResult[] = [];
  const store = new PostgresEventStore(pool, new EventNotifications(url));
  try {
    const events = await countLog(store);
    for (const projection of allProjections()) {
      const busyBefore = machineBusySeconds();
      const started = performance.now();
      const applied = await rebuildProjection(pool, store, projection);
      const seconds = (performance.now() - started) / 1000;
      const busyAfter = machineBusySeconds();
      const busyCoreSeconds = busyBefore === null || busyAfter === null ? null : busyAfter - busyBefore;
      results.push({ projection: projection.name, events, applied, seconds, eventsPerSecond: events / seconds, busyCoreSeconds });
    }
  } finally {
    await pool.end();
  }
  return results;
}

/** The events in the log, counted through the port before any rebuild is timed. */
async function countLog(store: EventStore): Promise<number> {
  let count = 0;
  let position = START_OF_LOG;
  for (;;) {
    const events = await store.readAll(position, 5000);
    if (events.length === 0) return count;
    count += events.length;
    position = events[events.length - 1].position;
  }
}
