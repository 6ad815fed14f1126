import type { Pool } from 'pg';
import type { EventStore, StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { Attribution } from './attribution';

const PROGRAM = '11111111-1111-4111-8111-111111111111';
const OTHER_PROGRAM = '22222222-2222-4222-8222-222222222222';
const MEMBERSHIP = '33333333-3333-4333-8333-333333333333';
const AFFILIATE = '44444444-4444-4444-8444-444444444444';

/** Streams held in memory; every read is counted, since each is a round trip to the real store. */
function storeWith(streams: Record<string, StoredEvent[]>): { store: EventStore; reads: string[] } {
  const reads: string[] = [];
  const store = { readStream: async (id: string) => (reads.push(id), streams[id] ?? []) } as unknown as EventStore;
  return { store, reads };
}

function joined(programId: string): StoredEvent {
  const data = { membershipId: MEMBERSHIP, affiliateId: AFFILIATE, programId, merchantId: 'm1', isPrimary: true, joinedAt: '2026-01-01T00:00:00.000Z' };
  return { type: 'AffiliateJoinedProgram', data, streamId: `membership-${MEMBERSHIP}`, streamPosition: 1 } as unknown as StoredEvent;
}

describe('a booking link’s attribution', () => {
  const pool = { query: async () => ({ rows: [] }) } as unknown as Pool;

  it('credits the live membership the link names, reading its stream and its affiliate’s status once each', async () => {
    const { store, reads } = storeWith({ [`membership-${MEMBERSHIP}`]: [joined(PROGRAM)] });
    const result = await new Attribution(pool, store).attribute(PROGRAM, MEMBERSHIP, [MEMBERSHIP, null]);
    expect(result).toEqual({ inactive: false, member: { membershipId: MEMBERSHIP, affiliateId: AFFILIATE } });
    expect(reads).toEqual([`membership-${MEMBERSHIP}`, `account-status-${AFFILIATE}`]);
  });

  it('refuses a link naming a membership of another program, crediting nobody', async () => {
    const { store } = storeWith({ [`membership-${MEMBERSHIP}`]: [joined(OTHER_PROGRAM)] });
    expect(await new Attribution(pool, store).attribute(PROGRAM, MEMBERSHIP, [MEMBERSHIP])).toEqual({ inactive: true, member: null });
  });

  it('refuses a link naming a membership that never existed', async () => {
    const { store } = storeWith({});
    expect(await new Attribution(pool, store).attribute(PROGRAM, MEMBERSHIP, [MEMBERSHIP])).toEqual({ inactive: true, member: null });
  });
});
