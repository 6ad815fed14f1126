import { answeredBy, checkLedger, type Log, missedPolicies, movementsInFlight, reconcile, sweptEvents } from './audit';
import { type Exchange, judgeAnswers, send, statuses } from './burst';
import type { Scenario } from './scenario';
import type { World } from './world';
import { seconds } from './report';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The sweeper needs 60 s of staleness and runs every 30 s (money-movement.sweeper.ts), plus slack. */
export const SETTLE_WITHIN_MS = 150_000;

export interface Aftermath {
  problems: string[];
  notes: string[];
  rows: [string, string | number][];
}

/**
 * After the storm: every keyed request sent again with its key, then the log watched until no
 * movement is in flight and no wallet policy is missing (the sweeper's work), the ledger caught up,
 * every keyed request sent once more for its final answer, and everything judged.
 */
export async function aftermath(s: Scenario, world: World, exchanges: Exchange[], atStorm: Log, stormEndedAt: number, known: string[] = []): Promise<Aftermath> {
  const problems: string[] = [...known];
  const keyed = exchanges.filter((x) => x.plan.key !== null);
  await Promise.all(keyed.map(async (x) => (x.retried = await send(x.plan, `${x.plan.label} retry`))));

  let log = await settled(s, SETTLE_WITHIN_MS);
  const settledAfter = Date.now() - stormEndedAt;
  // Sent once more: the answers now are final. A key whose first request was refused (409, 422)
  // was released and may start its payout only now, so the log is read again after.
  await Promise.all(keyed.map(async (x) => (x.final = await send(x.plan, `${x.plan.label} final`))));
  log = await settled(s, 20_000);
  const stuck = movementsInFlight(log);
  for (const m of stuck) problems.push(`stuck: ${m.kind} ${m.idempotencyKey} on ${m.aggregate} ${m.aggregateId} still in flight ${seconds(Date.now() - stormEndedAt)} after the storm`);
  for (const missed of missedPolicies(log)) problems.push(`stuck: ${missed}`);

  let ledger = await checkLedger(s.books, log);
  for (const deadline = Date.now() + 30_000; ledger.missingJournals > 0 && Date.now() < deadline; ledger = await checkLedger(s.books, log)) await sleep(500);
  // The wallet read model can lag the ledger by a batch: give it the same chance.
  for (const deadline = Date.now() + 10_000; ledger.payableMismatches.length > 0 && Date.now() < deadline; ledger = await checkLedger(s.books, log)) await sleep(500);
  problems.push(...ledger.unbalanced, ...ledger.payableMismatches);
  if (ledger.missingJournals > 0) problems.push(`ledger: ${ledger.missingJournals} money events have no journal after 30 s`);

  const disputeCallOf = new Map(world.disputes.map((d) => [d.id, d.callId]));
  const judged = judgeAnswers(exchanges, log, s.stripe, disputeCallOf);
  problems.push(...judged.problems);
  problems.push(...reconcile(s.stripe, log));
  const processor = s.stripe.totals();
  const recorded = {
    charged: sum(log, 'MerchantCharged', 'chargeCents'),
    refunded: sum(log, 'ChargeRefunded', 'refundCents'),
    paidOut: sum(log, 'PayoutCompleted', 'netCents'),
  };
  for (const what of ['charged', 'refunded', 'paidOut'] as const) {
    const atProcessor = what === 'charged' ? processor.charged : what === 'refunded' ? processor.refunded : processor.paidOut;
    if (atProcessor !== ledger.clearing[what] || atProcessor !== recorded[what]) problems.push(`${what}: processor ${atProcessor}, ledger ${ledger.clearing[what]}, events ${recorded[what]}`);
  }

  const atStormInFlight = movementsInFlight(atStorm);
  const finishers = atStormInFlight.map((m) => answeredBy(log, m));
  const calls = s.stripe.moneyCalls;
  const kinds = ['charge', 'refund', 'transfer', 'payout', 'reversal'] as const;
  const perKind = kinds
    .map((k) => [k, calls.filter((c) => c.kind === k)] as const)
    .filter(([, list]) => list.length > 0)
    .map(([k, list]) => `${k}s ${list.length} (new ${list.filter((c) => c.created).length}, replayed ${list.filter((c) => !c.created && c.status < 400).length}, refused ${list.filter((c) => c.status >= 400).length})`);
  const duplicates = problems.filter((p) => /\b([2-9]|\d{2,}) (times|transfers|PayoutRequested|payouts|objects)\b/.test(p)).length;
  const swept = sweptEvents(log, new Date(stormEndedAt));
  const rows: [string, string | number][] = [
    ['keyed requests retried after', `${keyed.length} (${statuses(keyed.map((x) => x.retried))})`],
    ['movements in flight at the storm', `${atStormInFlight.length} (${countKinds(atStormInFlight.map((m) => m.kind))})`],
    ['wallet policies missing then', missedPolicies(atStorm).length],
    ['  of those, answered by the sweeper', finishers.filter((f) => f === 'sweeper').length],
    ['  answered by a request', finishers.filter((f) => f === 'request').length],
    ['events written by the sweeper', Object.entries(swept).map(([t, n]) => `${t} ${n}`).join(', ') || '-'],
    ['nothing in flight after', seconds(settledAfter)],
    ['final answers to keyed requests', statuses(keyed.map((x) => x.final))],
    ['processor money requests (all run)', `${calls.length}: ${perKind.join('; ')}`],
    ['processor: charged / refunded / paid out', `${processor.charged} / ${processor.refunded} / ${processor.paidOut} cents (${processor.charges} charges, ${processor.refunds} refunds, ${processor.liveTransfers} transfers, ${processor.payouts} payouts)`],
    ['ledger processor:clearing', `${ledger.clearing.charged} / ${ledger.clearing.refunded} / ${ledger.clearing.paidOut} cents`],
    ['journals unbalanced / payables off', `${ledger.unbalanced.length} / ${ledger.payableMismatches.length}`],
    ['duplicates (key, call or payout moved twice)', duplicates],
    ['acknowledged answers not reflected', problems.filter((p) => p.startsWith('lost:')).length],
    ['errors (5xx) for requests that went through', problems.filter((p) => p.startsWith('misreported:')).length],
    ['other 500 answers (nothing happened)', judged.notes.length],
    ['problems', problems.length],
  ];
  return { problems, notes: judged.notes, rows };
}

/** The log once no movement is in flight and no wallet policy is missing, or at `withinMs`. */
async function settled(s: Scenario, withinMs: number): Promise<Log> {
  const from = Date.now();
  let log = await s.books.log();
  while ((movementsInFlight(log).length > 0 || missedPolicies(log).length > 0) && Date.now() - from < withinMs) {
    await sleep(2000);
    log = await s.books.log();
  }
  return log;
}

function sum(log: Log, type: string, field: string): number {
  return log.filter((e) => e.type === type).reduce((total, e) => total + Number((e.data as Record<string, unknown>)[field]), 0);
}

function countKinds(kinds: string[]): string {
  const counts = new Map<string, number>();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k} ${n}`).join(', ') || '-';
}
