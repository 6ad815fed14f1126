import { walletStream } from '../../../domain/affiliate-wallet/affiliate-wallet.stream';
import { callStream } from '../../../domain/call/call.stream';
import type { TimelineKind } from '@leadledger/contracts/admin';
import type { AdminSearchResult } from '@leadledger/contracts/admin-search';
import { cents } from '../shared/paging';

/** "a · b · c" without the parts that are empty. */
export const joinParts = (...parts: (string | null | undefined | false)[]): string => parts.filter(Boolean).join(' · ');

export const fullName = (r: { first_name: string | null; last_name: string | null }): string => [r.first_name, r.last_name].filter(Boolean).join(' ');

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

export function personResult(kind: 'merchant' | 'affiliate', r: PersonRow): AdminSearchResult {
  return { title: fullName(r) || r.email, subtitle: joinParts(r.company_name, r.email), amountCents: null, at: iso(r.created_at), opens: { kind, id: r.id } };
}

export interface PersonRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  company_name: string | null;
  created_at: Date;
}

export function callResult(r: CallRow): AdminSearchResult {
  return {
    title: `Call with ${r.customer_name}`,
    subtitle: joinParts(r.customer_email, r.program_name, r.status),
    amountCents: null,
    at: iso(r.booked_at),
    opens: { kind: 'call', id: r.id },
  };
}

export interface CallRow {
  id: string;
  customer_name: string;
  customer_email: string;
  status: string;
  booked_at: Date;
  program_name: string | null;
}

export function programResult(r: ProgramRow): AdminSearchResult {
  const merchant = r.company_name || fullName(r);
  return {
    title: r.name,
    subtitle: joinParts(`code ${r.referral_code}`, merchant && `by ${merchant}`, r.archived_at && 'archived'),
    amountCents: null,
    at: iso(r.created_at),
    opens: { kind: 'program', id: r.id },
  };
}

export interface ProgramRow {
  id: string;
  name: string;
  referral_code: string;
  created_at: Date;
  archived_at: Date | null;
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
}

/**
 * The timeline a processor movement belongs to, from the stream that recorded it: charges and
 * refunds are on the call's stream, payouts on the affiliate's wallet (docs/architecture/money-movements.md).
 */
export function subjectOfStream(streamId: string): { kind: TimelineKind; id: string } | null {
  for (const [kind, prefix] of [['call', callStream('')], ['affiliate', walletStream('')]] as const) {
    if (streamId.startsWith(prefix)) return { kind, id: streamId.slice(prefix.length) };
  }
  return null;
}

const MOVEMENT: Record<string, string> = { MerchantCharged: 'Charge', ChargeRefunded: 'Refund', PayoutCompleted: 'Payout transfer' };

/** One processor record; `about` says whose call or wallet it is, when the read models know. */
export function processorResult(r: ProcessorRow, about: string | null): AdminSearchResult | null {
  const opens = subjectOfStream(r.stream_id);
  if (!opens) return null;
  return {
    title: `${MOVEMENT[r.type] ?? r.type} ${r.processor_id}`,
    subtitle: about ?? '',
    amountCents: r.amount_cents === null ? null : cents(r.amount_cents),
    at: iso(r.recorded_at),
    opens,
  };
}

export interface ProcessorRow {
  type: string;
  stream_id: string;
  recorded_at: Date;
  processor_id: string;
  amount_cents: string | null;
}
