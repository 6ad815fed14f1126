import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';

/**
 * One line of a merchant's statement (docs/architecture/ledger.md): what the processor did to the
 * merchant's card, or tried to. A charge is the commission plus the platform fee; a refund gives
 * back both parts of a charge; a declined attempt moved no money and is listed so a merchant can
 * see why a call is still pending.
 */
export type StatementLineKind = 'charge' | 'refund' | 'declined';

export interface StatementLineRow {
  eventId: string;
  position: string;
  merchantId: string;
  callId: string;
  kind: StatementLineKind;
  occurredAt: string;
  /** Cents of the commission part: charged (charge) or given back (refund); null for a decline. */
  commissionCents: number | null;
  /** Cents of the platform fee part, as above. */
  feeCents: number | null;
  /** What moved on the card: the whole charge or the whole refund; null for a decline. */
  amountCents: number | null;
  processorId: string | null;
  declineReason: string | null;
}

/** Whole, non-negative cents (a number, or digits as some stores give them back); anything else is null. */
function cents(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}
const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** The statement line an event writes (pure); null for events that are no card movement. */
export function statementLineRow(event: StoredEvent): StatementLineRow | null {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const base = { eventId: event.eventId, position: event.position, merchantId: data.merchantId, callId: data.callId };
  if (typeof base.merchantId !== 'string' || typeof base.callId !== 'string') return null;
  const line = { ...base, merchantId: base.merchantId, callId: base.callId };
  const at = (field: string) => text(data[field]) ?? event.recordedAt.toISOString();
  switch (event.type) {
    case 'MerchantCharged':
      return { ...line, kind: 'charge', occurredAt: at('chargedAt'), commissionCents: cents(data.payoutCents), feeCents: cents(data.feeCents), amountCents: cents(data.chargeCents), processorId: text(data.processorChargeId), declineReason: null };
    case 'ChargeRefunded': {
      const refund = cents(data.refundCents);
      const fee = cents(data.feeCents);
      return { ...line, kind: 'refund', occurredAt: at('refundedAt'), commissionCents: refund !== null && fee !== null ? refund - fee : null, feeCents: fee, amountCents: refund, processorId: text(data.processorRefundId), declineReason: null };
    }
    case 'ChargeDeclined':
      return { ...line, kind: 'declined', occurredAt: at('declinedAt'), commissionCents: null, feeCents: null, amountCents: null, processorId: null, declineReason: text(data.reason) ?? 'Declined' };
    default:
      return null;
  }
}
