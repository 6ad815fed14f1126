import { Client } from 'pg';
import { IntegrationStore } from '../src/modules/integrations/integration-store';
import { PublicPrograms } from '../src/modules/booking/public-programs';
import { bookCall, bookingBody, googleProgramWithAffiliate, sundayOf, weekOf } from './support/booking-setup';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Booking latency is a tracked target (docs/operations/benchmarks.md, Round trips): each statement
 * a booking makes is a round trip to the database and a wake-up of one of its processes. Every
 * statement a booking request makes is named (the projections that follow it are not), so the
 * named ones are the booking's own, and this is the whole list.
 */
describe('the statements of a booking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  async function namedStatementsOf(run: () => Promise<unknown>): Promise<string[]> {
    const names: string[] = [];
    const original = Client.prototype.query;
    const counting = function (this: Client, ...args: unknown[]) {
      const q = args[0] as { name?: string } | string;
      if (typeof q === 'object' && q?.name) names.push(q.name);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    (Client.prototype as unknown as { query: unknown }).query = counting;
    try {
      await run();
    } finally {
      (Client.prototype as unknown as { query: unknown }).query = original;
    }
    return names;
  }

  it('read the merchant’s calendar with the program, exactly as the integrations read it alone', async () => {
    const s = await googleProgramWithAffiliate(t);
    const { program, googleCalendar } = await t.app.get(PublicPrograms).requireBookableWithCalendar(s.program.referralCode.toUpperCase());
    expect(program).toEqual(await t.app.get(PublicPrograms).requireBookable(s.program.referralCode));
    const alone = await t.app.get(IntegrationStore).findActive(program.merchantId, 'google');
    expect(alone).not.toBeNull();
    expect(googleCalendar).toEqual(alone);
  });

  it('are seven: lead quality and the duplicate check share one (docs/product/lead-quality.md), the calendar comes with the program', async () => {
    const s = await googleProgramWithAffiliate(t);
    const week = await weekOf(t.browser(), s.program.referralCode, sundayOf(1));
    // A first booking warms what a merchant's first booking reads once.
    await bookCall(t.browser(), bookingBody(s, week.availableSlots[0])).expect(201);
    const names = await namedStatementsOf(() => bookCall(t.browser(), bookingBody(s, week.availableSlots[1])).expect(201));
    expect(names.filter((n) => n === 'booking-lead-sightings')).toHaveLength(1);
    // With the events in KurrentDB the event statements go there, not to PostgreSQL.
    const eventStatements = process.env.TEST_EVENT_STORE === 'kurrentdb-local' ? [] : ['events-read-streams', 'events-read-stream', 'events-append'];
    expect(names).toEqual(['rate-limit-hit', 'program-by-code-with-calendar', ...eventStatements.slice(0, 2), 'slot-claim', 'booking-lead-sightings', eventStatements[2]].filter(Boolean));
  });
});
