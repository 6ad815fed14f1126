import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';

/**
 * Where each processor event names the processor's id and the amount the processor moved: the
 * same fields its ledger journal uses (domain/ledger/ledger.journals.ts), so reconciliation can
 * hold one against the other (docs/architecture/ledger.md).
 */
export const PROCESSOR_FIELDS: Readonly<Record<string, { id: string; amount: string }>> = {
  MerchantCharged: { id: 'processorChargeId', amount: 'chargeCents' },
  PayoutCompleted: { id: 'processorTransferId', amount: 'netCents' },
  ChargeRefunded: { id: 'processorRefundId', amount: 'refundCents' },
};

export const PROCESSOR_EVENT_TYPES = Object.keys(PROCESSOR_FIELDS);

/** One `processor_records` row: what the event says the processor did, as the event says it. */
export interface ProcessorRecordRow {
  eventId: string;
  position: string;
  type: string;
  streamId: string;
  recordedAt: string;
  /** Null when the event names none: reconciliation lists that, it does not hide it. */
  processorId: string | null;
  /** Null when the event's amount is not whole, non-negative cents (at most 15 digits). */
  amountCents: number | null;
}

/** A JSON value as text, the way PostgreSQL's `->>` gives it (strings bare, null as null). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The row an event writes (pure); null for events that name no processor movement. */
export function processorRecordRow(event: StoredEvent): ProcessorRecordRow | null {
  const fields = PROCESSOR_FIELDS[event.type];
  if (!fields) return null;
  const data = (event.data ?? {}) as Record<string, unknown>;
  const amount = asText(data[fields.amount]);
  return {
    eventId: event.eventId,
    position: event.position,
    type: event.type,
    streamId: event.streamId,
    recordedAt: event.recordedAt.toISOString(),
    processorId: asText(data[fields.id]),
    amountCents: amount !== null && /^[0-9]{1,15}$/.test(amount) ? Number(amount) : null,
  };
}
