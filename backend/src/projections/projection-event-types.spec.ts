import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PoolClient } from 'pg';
import { START_OF_LOG, type StoredEvent } from '../infrastructure/event-store/event-store.port';
import { allProjections } from './projection-registry';
import type { Projection } from './runner/projection';
import { WalletBalancesProjection } from './wallets/wallet-balances.projection';

/*
 * A read model is handed only the event types it lists (runner/projection.ts), so a type its
 * `apply` acts on but its list forgets would be dropped without a sound. Here every read model is
 * fed each type the domain declares and it does not list, with data filling every field any domain
 * type declares, and must issue no statement at all.
 */
const DOMAIN = join(__dirname, '../domain');
const sources = readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && !f.includes('spec-fixtures'))
  .map((f) => readFileSync(join(DOMAIN, f), 'utf8'));

/** Every `type: 'X';` the domain declares (events, and commands too: more types, no harm). */
const DOMAIN_TYPES = [...new Set(sources.flatMap((s) => [...s.matchAll(/^\s+type: '([A-Z]\w+)';/gm)].map((m) => m[1])))].sort();

/** Each field name the domain declares, with a value of its declared kind. */
const FULL_DATA: Record<string, unknown> = Object.fromEntries(
  sources.flatMap((s) => [...s.matchAll(/^\s+(\w+)\??: ([^;=]+);/gm)]).map(([, name, kind]) => [name, sampleOf(name, kind.trim())]),
);

function sampleOf(name: string, kind: string): unknown {
  if (kind.endsWith('[]')) return [];
  if (kind.startsWith('number')) return 1000;
  if (kind.startsWith('boolean')) return false;
  if (kind.startsWith('string') || kind.startsWith("'")) return name.endsWith('At') ? '2026-01-01T00:00:00.000Z' : '00000000-0000-4000-8000-000000000001';
  return null;
}

/** Values a handler tests before it writes (call-list acts on an upheld dispute only if the affiliate raised it). */
const DECIDING_VALUES: Record<string, Record<string, unknown>> = { DisputeUpheld: { raisedBy: 'affiliate' } };

function stored(type: string): StoredEvent {
  return {
    eventId: '00000000-0000-4000-8000-0000000000ee',
    type,
    data: { ...FULL_DATA, ...DECIDING_VALUES[type] },
    metadata: { correlationId: 'c', causationId: null, actor: 'system', occurredAt: '2026-01-01T00:00:00.000Z' },
    schemaVersion: 1,
    streamId: 'call-00000000-0000-4000-8000-000000000001',
    streamPosition: 1,
    position: START_OF_LOG,
    recordedAt: new Date('2026-01-01T00:00:00Z'),
  };
}

/** The types, among `types`, whose event made the projection issue a statement or throw. */
async function typesActedOn(projection: Projection, types: readonly string[]): Promise<string[]> {
  const acted: string[] = [];
  for (const type of types) {
    let statements = 0;
    const tx = { query: async () => ((statements += 1), { rows: [], rowCount: 0 }) } as unknown as PoolClient;
    const threw = await projection.apply([stored(type)], tx).then(() => false, () => true);
    if (threw || statements > 0) acted.push(type);
  }
  return acted;
}

describe('the event types each read model lists', () => {
  it('finds the domain types to feed', () => {
    expect(DOMAIN_TYPES).toEqual(expect.arrayContaining(['CallBooked', 'CommissionCredited', 'ProgramCreated', 'ClickRecorded']));
    expect(FULL_DATA).toMatchObject({ amountCents: 1000, affiliateId: expect.any(String), creditedAt: expect.any(String) });
  });

  describe.each(allProjections().map((p) => [p.name, p] as const))('%s', (_, projection) => {
    if (projection.eventTypes === 'every') {
      it('needs every event: it writes for each type', async () => {
        expect(await typesActedOn(projection, DOMAIN_TYPES)).toEqual(DOMAIN_TYPES);
      });
      return;
    }
    const listed = projection.eventTypes;
    it('lists only types the domain declares', () => {
      expect(listed.filter((t) => !DOMAIN_TYPES.includes(t))).toEqual([]);
    });
    it('acts on each type it lists (so the data fed here reaches the code that handles a type)', async () => {
      expect(await typesActedOn(projection, listed)).toEqual(listed);
    });
    it('writes nothing for any type it does not list', async () => {
      expect(await typesActedOn(projection, DOMAIN_TYPES.filter((t) => !listed.includes(t)))).toEqual([]);
    });
  });

  it('would catch a type acted on but left off the list', async () => {
    const wallets = new WalletBalancesProjection();
    const forgetful = Object.assign(Object.create(wallets) as Projection, { eventTypes: ['PayoutRequested'] });
    const unlisted = DOMAIN_TYPES.filter((t) => !(forgetful.eventTypes as string[]).includes(t));
    expect(await typesActedOn(forgetful, unlisted)).toEqual(['CommissionClawedBack', 'CommissionCredited', 'PayoutCompleted', 'PayoutFailed']);
  });
});
