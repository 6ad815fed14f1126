import { aftermath } from './support/aftermath';
import { movementsInFlight } from './support/audit';
import { type BurstPlan, type Exchange, planBurst, send, statuses } from './support/burst';
import type { Sent } from './support/http';
import { errorSites, printFigures, seconds } from './support/report';
import { requirePostgres, Scenario } from './support/scenario';
import { buildWorld } from './support/world';

/**
 * Issue 11: kill -9 mid-burst, then restart: every acknowledged request is reflected, nothing
 * happens twice, the sweeper finishes the rest; one Idempotency-Key, one payout, whatever happens.
 * The built app runs as a child process on a fresh database of the machine's PostgreSQL server and
 * talks to the real Stripe adapter's wire format, served by the fake Stripe in this process so its
 * idempotency memory survives the app (docs/architecture/money-movements.md).
 */

/** One collect burst: the same key 20 times, no key, distinct keys, a key sent twice. */
const COLLECTS: BurstPlan['collects'] = [
  { affiliate: 0, keys: Array(20).fill('same-key') },
  { affiliate: 1, keys: [null, null, null] },
  { affiliate: 2, keys: ['k1', 'k2', 'k3', 'k4', 'k5'] },
  { affiliate: 3, keys: ['twice', 'twice'] },
  { affiliate: 4, keys: ['solo'] },
  { affiliate: 5, keys: [null] },
];

const scenarios: Scenario[] = [];
beforeAll(() => requirePostgres());
afterAll(async () => {
  for (const s of scenarios) await s.close();
});

async function open(): Promise<Scenario> {
  const s = new Scenario();
  scenarios.push(s);
  return s.open();
}

/**
 * Sends the whole burst at once. The processor answers half of its money requests at once and
 * holds the other half for 2-6 s after moving the money, so that whenever the storm comes, some
 * movements are mid-way. `storm` fires once, when `when(money requests seen, answers 200)` first
 * holds (checked at each money request and each answer), or after `latestMs` at the latest.
 */
async function burst(
  s: Scenario,
  planned: ReturnType<typeof planBurst>,
  when: (money: number, ok: number) => boolean,
  storm: () => void,
  latestMs = 8000,
): Promise<{ exchanges: Exchange[]; sentAt: number; firstOkAfter: number | null; stormed: boolean }> {
  s.stripe.phase = 'burst';
  s.stripe.answerDelay = () => (Math.random() < 0.5 ? 20 + Math.random() * 80 : 2000 + Math.random() * 4000);
  let money = 0;
  let ok = 0;
  let fired = false;
  const fire = () => {
    if (fired) return;
    fired = true;
    storm();
  };
  const check = () => void (when(money, ok) && fire());
  s.stripe.onMoneyCall = (call) => {
    if (call.phase !== 'burst') return;
    money += 1;
    check();
  };
  const latest = setTimeout(fire, latestMs);
  const sentAt = Date.now();
  let firstOkAfter: number | null = null;
  const answers: Sent[] = await Promise.all(
    planned.map((p) =>
      send(p).then((a) => {
        if (a.status === 200) ok += 1;
        if (a.status === 200 && firstOkAfter === null) firstOkAfter = Date.now() - sentAt;
        check();
        return a;
      }),
    ),
  );
  clearTimeout(latest);
  s.stripe.onMoneyCall = null;
  s.stripe.answerDelay = () => 0;
  return { exchanges: planned.map((plan, i) => ({ plan, first: answers[i], retried: null, final: null })), sentAt, firstOkAfter, stormed: fired };
}

it('kill -9 mid-burst, then restart: acknowledged requests reflected, nothing twice, the sweeper finishes the rest', async () => {
  const s = await open();
  const world = await buildWorld(s, { programs: [1235, 2000, 750], affiliatesPerMerchant: 2, earnedCalls: 2, approvals: 20, merchantDisputes: 3, affiliateDisputes: 3 });
  const planned = planBurst(world, { approvals: true, contested: 20, collects: COLLECTS, upholdsEach: 2 }, 'kill');

  let killedAt = 0;
  let moneyAtKill = 0;
  // Late enough that some requests were answered 200 (to be found reflected), early enough that most are cut.
  const { exchanges, sentAt, firstOkAfter, stormed } = await burst(s, planned, (_money, ok) => ok >= 4, () => {
    killedAt = Date.now();
    moneyAtKill = s.stripe.moneyCalls.filter((c) => c.phase === 'burst').length;
    s.app.killNow();
  });
  expect(stormed).toBe(true);
  await s.app.waitForExit();
  const atKill = await s.books.log();
  const burstMoney = s.stripe.moneyCalls.filter((c) => c.phase === 'burst');
  const acknowledged = exchanges.filter((x) => x.first.status !== null);

  s.stripe.phase = 'after-restart';
  const restartBegan = Date.now();
  await s.app.start();
  const restartedIn = Date.now() - restartBegan;
  const after = await aftermath(s, world, exchanges, atKill, killedAt);

  const first = exchanges.map((x) => x.first);
  printFigures('crash test, issue 11: kill -9 mid-burst, restart on the same database', [
    ['requests sent in the burst', `${first.length} (${countBy(exchanges.map((x) => x.plan.kind))})`],
    ['killed after', `${seconds(killedAt - sentAt)}, the processor having taken ${moneyAtKill} money requests (first 200 after ${firstOkAfter === null ? '-' : seconds(firstOkAfter)})`],
    ['acknowledged before the kill', `${acknowledged.length} (${byKind(acknowledged)})`],
    ['cut by the kill (no answer)', first.filter((a) => a.status === null).length],
    ['processor money requests before the kill', `${burstMoney.length} (answers lost with the app: ${burstMoney.filter((c) => !c.answered).length}, of which moved money: ${burstMoney.filter((c) => !c.answered && c.created).length})`],
    ['app answering again after', seconds(restartedIn)],
    ...after.rows,
  ]);
  explain(s, after);

  expect(first.filter((a) => a.status === null).length).toBeGreaterThan(0);
  expect(movementsInFlight(atKill).length).toBeGreaterThan(0);
  expect(after.problems).toEqual([]);
}, 280_000);

it('database connections cut mid-collect-burst (pg_terminate_backend): the same guarantees without a restart', async () => {
  const s = await open();
  const world = await buildWorld(s, { programs: [1500, 900], affiliatesPerMerchant: 3, earnedCalls: 2, approvals: 6, merchantDisputes: 0, affiliateDisputes: 0 });
  const planned = planBurst(world, { approvals: true, contested: 0, collects: COLLECTS, upholdsEach: 0 }, 'cut');

  let cutAt = 0;
  let cuts = 0;
  let terminated = 0;
  let cutting: Promise<void> = Promise.resolve();
  const { exchanges, sentAt, stormed } = await burst(s, planned, (money) => money >= 3, () => {
    cutAt = Date.now();
    // Again and again for 1.5 s, so that queries, appends and claims in progress are cut too.
    cutting = (async () => {
      while (Date.now() - cutAt < 1500) {
        terminated += await s.terminateAppConnections();
        cuts += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    })();
  });
  await cutting;
  const stormEndedAt = Date.now();
  expect(stormed).toBe(true);
  const atCut = await s.books.log();
  // Losing connections must not take the process down; if it did, say so, start it again and
  // check the money all the same.
  const died = s.app.running ? null : deathOf(s);
  if (died) await s.app.start();
  const after = await aftermath(s, world, exchanges, atCut, stormEndedAt, died ? [`the app process died in the connection storm: ${died}`] : []);

  const first = exchanges.map((x) => x.first);
  printFigures('crash test, issue 11: the app\'s database connections terminated mid-collect-burst', [
    ['requests sent in the burst', `${first.length} (${countBy(exchanges.map((x) => x.plan.kind))})`],
    ['connections terminated', `${terminated} in ${cuts} rounds over 1.5 s, from ${seconds(cutAt - sentAt)} into the burst`],
    ['answers to the burst', byKind(exchanges)],
    ['app process survived', died ? `no: ${died.split('\n')[0]}` : 'yes'],
    ...after.rows,
  ]);
  explain(s, after);

  expect(terminated).toBeGreaterThan(0);
  expect(after.problems).toEqual([]);
}, 280_000);

/** The problems, the notes and the end of the app's log, when there is anything to explain. */
function explain(s: Scenario, after: { problems: string[]; notes: string[] }): void {
  if (after.notes.length > 0) console.log(`notes:\n  ${after.notes.join('\n  ')}`);
  if (!s.app.running) console.log(`the app is not running: ${s.app.log.filter((l) => / exited /.test(l)).join('; ')}`);
  if (process.env.CRASH_PRINT_APP_LOG) console.log(`app log:\n${s.app.log.join('\n')}`);
  const errors = errorSites(s.app.log);
  if (errors.length > 0) console.log(`app errors (count x message <- where):\n  ${errors.join('\n  ')}`);
  if (after.problems.length > 0) console.log(`problems:\n  ${after.problems.join('\n  ')}`);
}

/** Why the app exited: its exit line and the error it printed last. */
function deathOf(s: Scenario): string {
  const log = s.app.log;
  const exit = log.findLast((l) => / exited /.test(l)) ?? 'exited';
  const thrown = log.findIndex((l) => /Unhandled 'error' event|^\[app#\d+\] \w*Error: /.test(l));
  return `${exit}${thrown >= 0 ? `\n${log.slice(thrown, thrown + 4).join('\n')}` : ''}`;
}

/** `approval 200: 3, 409: 1; collect 202: 20` */
function byKind(exchanges: Exchange[]): string {
  const kinds = [...new Set(exchanges.map((x) => x.plan.kind))];
  return kinds.map((k) => `${k} ${statuses(exchanges.filter((x) => x.plan.kind === k).map((x) => x.first))}`).join('; ');
}

function countBy(items: string[]): string {
  const counts = new Map<string, number>();
  for (const k of items) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k} ${n}`).join(', ');
}
