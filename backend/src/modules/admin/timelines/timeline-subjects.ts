import { accountStatusStream } from '../../../domain/account-status/account-status.stream';
import { walletStream } from '../../../domain/affiliate-wallet/affiliate-wallet.stream';
import { callStream } from '../../../domain/call/call.stream';
import { membershipStream } from '../../../domain/membership/membership.stream';
import { affiliatePrimaryStream } from '../../../domain/membership/primary-membership.stream';
import { billingStream } from '../../../domain/merchant-billing/merchant-billing.stream';
import { payoutMethodStream } from '../../../domain/payout-method/payout-method.stream';
import { programStream } from '../../../domain/program/program.stream';
import { unattributedBookingStream } from '../../../domain/unattributed-booking/unattributed-booking.stream';
import type { TimelineKind } from '@leadledger/contracts/admin';
import type { Pool } from 'pg';
import { isStreamLogged } from '../../../projections/audit/event-log.queries';

/** Whose history a timeline shows: its streams, plus the wallet events of one call. */
export interface TimelineSubject {
  title: string;
  streams: string[];
  walletEventsOfCall: { stream: string; callId: string } | null;
}

/** A merchant's calls join its timeline only this far back, so a busy merchant's page stays bounded. */
export const MERCHANT_CALL_STREAMS = 100;

const name = (r: { first_name: string | null; last_name: string | null; company_name?: string | null }) =>
  r.company_name || [r.first_name, r.last_name].filter(Boolean).join(' ');

/**
 * The streams that make up a subject's history, from the read models (null = no such subject):
 * - call: its call stream and the wallet events that name it (the commission credit, a clawback);
 * - merchant: its billing stream, its programs' streams, its newest calls' and unattributed bookings' streams;
 * - affiliate: its wallet, its memberships, its payout card;
 * - program: its stream and its memberships' streams.
 */
export async function timelineSubject(pool: Pool, kind: TimelineKind, id: string): Promise<TimelineSubject | null> {
  switch (kind) {
    case 'call': {
      const { rows } = await pool.query(
        `SELECT c.affiliate_id, c.customer_name, p.name AS program_name FROM call_list c LEFT JOIN program_list p ON p.id = c.program_id WHERE c.id = $1`,
        [id],
      );
      if (rows.length > 0) {
        const r = rows[0];
        return { title: `Call with ${r.customer_name}${r.program_name ? ` (${r.program_name})` : ''}`, streams: [callStream(id)], walletEventsOfCall: { stream: walletStream(r.affiliate_id), callId: id } };
      }
      // Booked a moment ago and not in the call list yet: the timeline reads the event log, so the
      // call exists for it once its first event is logged there.
      return (await isStreamLogged(pool, callStream(id))) ? { title: `Call ${id}`, streams: [callStream(id)], walletEventsOfCall: null } : null;
    }
    case 'merchant': {
      const user = await userWithRole(pool, id, 'merchant');
      if (!user) return null;
      const { rows: programs } = await pool.query(`SELECT id FROM program_list WHERE merchant_id = $1`, [id]);
      const { rows: calls } = await pool.query(`SELECT id FROM call_list WHERE merchant_id = $1 ORDER BY booked_at DESC LIMIT ${MERCHANT_CALL_STREAMS}`, [id]);
      // Bookings no affiliate could be credited with (a removed affiliate's old link): no call, but part of the merchant's history.
      const { rows: unattributed } = await pool.query(
        `SELECT id FROM unattributed_bookings WHERE merchant_id = $1 ORDER BY recorded_at DESC LIMIT ${MERCHANT_CALL_STREAMS}`,
        [id],
      );
      return {
        title: `Merchant ${name(user)}`,
        streams: [
          billingStream(id),
          accountStatusStream(id),
          ...programs.map((p) => programStream(p.id)),
          ...calls.map((c) => callStream(c.id)),
          ...unattributed.map((b) => unattributedBookingStream(b.id)),
        ],
        walletEventsOfCall: null,
      };
    }
    case 'affiliate': {
      const user = await userWithRole(pool, id, 'affiliate');
      if (!user) return null;
      const { rows: memberships } = await pool.query(`SELECT id FROM membership_list WHERE affiliate_id = $1`, [id]);
      return {
        title: `Affiliate ${name(user)}`,
        streams: [walletStream(id), payoutMethodStream(id), affiliatePrimaryStream(id), accountStatusStream(id), ...memberships.map((m) => membershipStream(m.id))],
        walletEventsOfCall: null,
      };
    }
    case 'program': {
      const { rows } = await pool.query(`SELECT name FROM program_list WHERE id = $1`, [id]);
      if (rows.length === 0) return null;
      const { rows: memberships } = await pool.query(`SELECT id FROM membership_list WHERE program_id = $1`, [id]);
      return { title: `Program ${rows[0].name}`, streams: [programStream(id), ...memberships.map((m) => membershipStream(m.id))], walletEventsOfCall: null };
    }
  }
}

async function userWithRole(pool: Pool, id: string, role: string) {
  const { rows } = await pool.query(`SELECT first_name, last_name, company_name FROM users WHERE id = $1 AND role = $2`, [id, role]);
  return rows[0] ?? null;
}
