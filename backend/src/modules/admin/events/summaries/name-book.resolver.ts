import type { Pool } from 'pg';
import { payoutMethodStream } from '../../../../domain/payout-method/payout-method.stream';
import { billingStream } from '../../../../domain/merchant-billing/merchant-billing.stream';
import { streamHistories } from '../../../../projections/audit/event-log.queries';
import { callCustomerNames } from '../../../../projections/calls/call-names.queries';
import { membershipParties } from '../../../../projections/memberships/membership-names.queries';
import { programNames } from '../../../../projections/programs/program-names.queries';
import { isUuid } from '../../shared/paging';
import type { CardOnRecord, NameBook } from './name-book';

/** An event as the resolver reads it: its data and who acted. */
export interface EventToName {
  type: string;
  data: unknown;
  actorUserId: string | null;
}

export interface Person {
  email: string;
  name: string;
  role: string;
}

const USER_FIELDS = ['merchantId', 'affiliateId', 'raisedByUserId', 'resolvedBy', 'handledBy', 'senderUserId', 'userId', 'suspendedBy', 'reinstatedBy'];
const MEMBERSHIP_FIELDS = ['membershipId', 'namedMembershipId'];
/** Events that name a card only through the owner's card stream. */
const PAYOUT_CARD_TYPES = new Set(['PayoutRequested', 'PayoutCompleted', 'PayoutMethodRemoved']);
const BILLING_CARD_TYPES = new Set(['ApprovalStarted', 'MerchantCharged', 'PaymentMethodRemoved']);
/** Card histories are read for at most this many owners per page; the rest read without a card. */
const CARD_OWNERS_CAP = 50;

class IdSet {
  private readonly ids = new Set<string>();
  add(value: unknown): void {
    if (typeof value === 'string' && isUuid(value)) this.ids.add(value.toLowerCase());
  }
  list(): string[] {
    return [...this.ids];
  }
}

const fieldsOf = (data: unknown): Record<string, unknown> => (data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {});

/**
 * The names a page of events mentions, in two rounds of batched reads: memberships first (they
 * name an affiliate and a program), then people, calls, programs and card histories together.
 * Names come from read models and the users table, which may lag the log by a moment: a name not
 * there yet reads as "a customer" and the like, never as an error.
 */
export async function resolveNameBook(pool: Pool, events: EventToName[]): Promise<{ book: NameBook; people: Map<string, Person> }> {
  const users = new IdSet();
  const calls = new IdSet();
  const programs = new IdSet();
  const memberships = new IdSet();
  const payoutOwners = new IdSet();
  const billingOwners = new IdSet();
  for (const event of events) {
    const data = fieldsOf(event.data);
    users.add(event.actorUserId);
    for (const field of USER_FIELDS) users.add(data[field]);
    for (const field of MEMBERSHIP_FIELDS) memberships.add(data[field]);
    calls.add(data.callId);
    programs.add(data.programId);
    if (PAYOUT_CARD_TYPES.has(event.type)) payoutOwners.add(data.affiliateId);
    if (BILLING_CARD_TYPES.has(event.type)) billingOwners.add(data.merchantId);
  }
  const parties = await membershipParties(pool, memberships.list());
  for (const party of parties.values()) {
    users.add(party.affiliateId);
    programs.add(party.programId);
  }
  const [people, callNames, names, payoutCards, billingCards] = await Promise.all([
    peopleByIds(pool, users.list()),
    callCustomerNames(pool, calls.list()),
    programNames(pool, programs.list()),
    cardHistories(pool, payoutOwners.list(), payoutMethodStream, 'PayoutMethodSet', 'externalAccountId'),
    cardHistories(pool, billingOwners.list(), billingStream, 'PaymentMethodSet', 'processorPaymentMethodId'),
  ]);
  const book: NameBook = {
    people: new Map([...people].map(([id, p]) => [id, p.name])),
    roles: new Map([...people].map(([id, p]) => [id, p.role])),
    calls: callNames,
    programs: names,
    memberships: parties,
    payoutCards,
    billingCards,
  };
  return { book, people };
}

/** Email and "First Last" (the company when no name) of each of these users; one query. */
export async function peopleByIds(pool: Pool, ids: string[]): Promise<Map<string, Person>> {
  if (ids.length === 0) return new Map();
  const { rows } = await pool.query(`SELECT id, email, role, first_name, last_name, company_name FROM users WHERE id = ANY($1::uuid[])`, [ids]);
  return new Map(
    rows.map((u) => {
      const name = [u.first_name, u.last_name].filter(Boolean).join(' ') || u.company_name || u.email;
      return [u.id as string, { email: u.email as string, name: name as string, role: u.role as string }];
    }),
  );
}

/** Each owner's cards as their card stream set them, oldest first, from the event log (one query). */
async function cardHistories(pool: Pool, owners: string[], streamOf: (id: string) => string, setType: string, refField: string): Promise<Map<string, CardOnRecord[]>> {
  const cards = new Map<string, CardOnRecord[]>();
  if (owners.length === 0) return cards;
  const ownerOf = new Map(owners.slice(0, CARD_OWNERS_CAP).map((id) => [streamOf(id), id]));
  const history = await streamHistories(pool, new Map([...ownerOf.keys()].map((stream) => [stream, Number.MAX_SAFE_INTEGER])));
  for (const event of history) {
    if (event.type !== setType) continue;
    const owner = ownerOf.get(event.streamId);
    const d = fieldsOf(event.data);
    if (!owner || typeof d.last4 !== 'string') continue;
    const card = { brand: String(d.brand ?? ''), last4: d.last4, ref: String(d[refField] ?? ''), setAt: String(d.setAt ?? '') };
    cards.set(owner, [...(cards.get(owner) ?? []), card]);
  }
  return cards;
}
