import { type Named, possessive } from './summary-text';

/** A card as its stream described it when set: `ref` is the processor's id for it. */
export interface CardOnRecord {
  brand: string;
  last4: string;
  ref: string;
  setAt: string;
}

/**
 * The names a page of events mentions, looked up once for the page (name-book.resolver.ts), so
 * the summaries themselves stay pure. An id missing here degrades to words such as "a customer".
 */
export interface NameBook {
  /** User id -> "First Last" (merchants, affiliates, admins). */
  people: ReadonlyMap<string, string>;
  /** User id -> role, for events that name a user of either kind (a suspension). */
  roles: ReadonlyMap<string, string>;
  /** Call id -> the customer's name. */
  calls: ReadonlyMap<string, string>;
  programs: ReadonlyMap<string, string>;
  memberships: ReadonlyMap<string, { affiliateId: string; programId: string }>;
  /** Affiliate id -> payout cards, oldest first. */
  payoutCards: ReadonlyMap<string, readonly CardOnRecord[]>;
  /** Merchant id -> billing cards, oldest first. */
  billingCards: ReadonlyMap<string, readonly CardOnRecord[]>;
}

export const emptyNameBook = (): NameBook => ({ people: new Map(), roles: new Map(), calls: new Map(), programs: new Map(), memberships: new Map(), payoutCards: new Map(), billingCards: new Map() });

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Lookups that always answer: a linked name when known, else the fallback words without a link. */
export class Names {
  constructor(private readonly book: NameBook) {}

  merchant(id: unknown): Named {
    return this.person(id, 'merchant', 'a merchant');
  }

  affiliate(id: unknown): Named {
    return this.person(id, 'affiliate', 'an affiliate');
  }

  /** A user of any role: merchants and affiliates link to their timeline. */
  user(id: unknown): Named {
    const role = str(id) ? this.book.roles.get(id as string) : undefined;
    if (role === 'merchant' || role === 'affiliate') return this.person(id, role, `a ${role}`);
    return str(id) && this.book.people.get(id as string) ? { text: this.book.people.get(id as string) as string } : { text: 'an account' };
  }

  /** Admins have no timeline: their name is plain text. */
  admin(id: unknown): Named {
    const name = str(id) && this.book.people.get(id as string);
    return { text: name || 'an admin' };
  }

  /** "Dan Deal's call", linked to the call (whose timeline exists once it is logged); "a customer's call" without a name. */
  call(id: unknown, customerName?: unknown): Named {
    const callId = str(id);
    const name = str(customerName) ?? (callId ? this.book.calls.get(callId) : undefined);
    const text = name ? `${possessive(name)} call` : "a customer's call";
    return callId ? { text, link: { kind: 'call', id: callId } } : { text };
  }

  program(id: unknown, name?: unknown): Named {
    const programId = str(id);
    const known = str(name) ?? (programId ? this.book.programs.get(programId) : undefined);
    if (!known) return { text: 'a program' };
    return programId ? { text: known, link: { kind: 'program', id: programId } } : { text: known };
  }

  membership(id: unknown): { affiliateId: string | null; programId: string | null } {
    const found = str(id) ? this.book.memberships.get(id as string) : undefined;
    return { affiliateId: found?.affiliateId ?? null, programId: found?.programId ?? null };
  }

  /** "Visa •••• 4242": the card with this processor id, else the newest set by `at`. */
  payoutCard(affiliateId: unknown, at: unknown, ref?: unknown): string | null {
    return cardText(this.book.payoutCards.get(str(affiliateId) ?? ''), at, ref);
  }

  billingCard(merchantId: unknown, at: unknown, ref?: unknown): string | null {
    return cardText(this.book.billingCards.get(str(merchantId) ?? ''), at, ref);
  }

  private person(id: unknown, kind: 'merchant' | 'affiliate', fallback: string): Named {
    const userId = str(id);
    const name = userId ? this.book.people.get(userId) : undefined;
    return name && userId ? { text: name, link: { kind, id: userId } } : { text: fallback };
  }
}

export const describeCard = (brand: unknown, last4: unknown): string | null =>
  str(last4) ? `${str(brand) ? capitalise(brand as string) : 'Card'} •••• ${last4 as string}` : null;

const capitalise = (word: string): string => (word.length <= 4 && word === word.toUpperCase() ? word : word.charAt(0).toUpperCase() + word.slice(1));

function cardText(cards: readonly CardOnRecord[] | undefined, at: unknown, ref: unknown): string | null {
  if (!cards || cards.length === 0) return null;
  const byRef = str(ref) ? cards.find((c) => c.ref === ref) : undefined;
  const atTime = str(at) ?? '\uffff';
  const card = byRef ?? [...cards].reverse().find((c) => c.setAt <= atTime);
  return card ? describeCard(card.brand, card.last4) : null;
}
