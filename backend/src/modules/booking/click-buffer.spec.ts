import type { ClickRecorded } from '../../domain/click/click.events';
import { type AppendOptions, type EventStore, type ExpectedVersion, type NewEvent, encodePosition } from '../../infrastructure/event-store/event-store.port';
import type { CommandContext } from '../shared/event-sourced-command';
import { ClickBuffer } from './click-buffer';

type Append = { streamId: string; events: NewEvent[]; expected: ExpectedVersion; options?: AppendOptions };

/** Only `append` is used by the buffer; the rest of the port is not reached. */
function fakeStore(fail = 0): { store: EventStore; appends: Append[] } {
  const appends: Append[] = [];
  let failures = fail;
  const store = {
    async append(streamId: string, events: NewEvent[], expected: ExpectedVersion, options?: AppendOptions) {
      if (failures-- > 0) throw new Error('database unavailable');
      appends.push({ streamId, events, expected, options });
      return { nextVersion: events.length, checkpoint: encodePosition(1, 1), duplicate: false };
    },
  } as unknown as EventStore;
  return { store, appends };
}

const context: CommandContext = { correlationId: 'corr-1', actor: 'system', now: new Date('2026-11-02T10:00:00.000Z') };

function click(n: number, programId = 'program-1'): ClickRecorded {
  return {
    type: 'ClickRecorded',
    clickId: `click-${n}`,
    programId,
    membershipId: 'membership-1',
    referralCode: 'abc123',
    utm: { source: 'newsletter', medium: null, campaign: null, content: null, term: null },
    referrer: null,
    ipHash: 'ip-hash',
    userAgentHash: 'ua-hash',
    clickedAt: context.now.toISOString(),
  };
}

describe('ClickBuffer', () => {
  it('answers a click from memory until it is stored, then stores one batch per program without waking the projections', async () => {
    const { store, appends } = fakeStore();
    const buffer = new ClickBuffer(store);
    buffer.record(click(1), context);
    buffer.record(click(2, 'program-2'), context);
    buffer.record(click(3), context);
    expect(buffer.find('click-2')?.programId).toBe('program-2');
    expect(appends).toHaveLength(0);

    await buffer.flush();
    expect(appends.map((a) => [a.streamId, a.events.map((e) => e.data.clickId), a.expected, a.options])).toEqual([
      ['clicks-program-1', ['click-1', 'click-3'], 'any', { wake: false }],
      ['clicks-program-2', ['click-2'], 'any', { wake: false }],
    ]);
    expect(appends[0].events[0].metadata).toMatchObject({ correlationId: 'corr-1', actor: 'system' });
    // Stored: from now on the event store answers for it (click-lookup.ts), not this memory.
    expect(buffer.find('click-1')).toBeNull();
    expect(buffer.find('click-2')).toBeNull();
  });

  it("gives each click's event the click's id, so a stored click is found by event id", async () => {
    const { store, appends } = fakeStore();
    const buffer = new ClickBuffer(store);
    buffer.record(click(7), context);
    await buffer.flush();
    expect(appends[0].events[0]).toMatchObject({ eventId: 'click-7', type: 'ClickRecorded' });
  });

  it('keeps answering a click while its write is retried, and stores the batch once the database answers', async () => {
    const { store, appends } = fakeStore(2);
    const buffer = new ClickBuffer(store);
    buffer.record(click(1), context);
    const flushed = buffer.flush();
    expect(buffer.find('click-1')).not.toBeNull();
    await flushed;
    expect(appends).toHaveLength(1);
  });

  it('forgets clicks it gave up storing after three failed writes', async () => {
    const { store, appends } = fakeStore(3);
    const buffer = new ClickBuffer(store);
    buffer.record(click(1), context);
    await buffer.flush();
    expect(appends).toHaveLength(0);
    expect(buffer.find('click-1')).toBeNull();
  });

  it('holds no memory for stored clicks however many were recorded', async () => {
    const buffer = new ClickBuffer(fakeStore().store);
    for (let n = 1; n <= 2_000; n++) buffer.record(click(n), context);
    await buffer.flush();
    for (const n of [1, 500, 1_000, 2_000]) expect(buffer.find(`click-${n}`)).toBeNull();
  });
});
