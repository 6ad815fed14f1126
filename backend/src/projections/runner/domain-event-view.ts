import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';

/** A stored event whose `type` narrows its `data` to the fields of the domain event of that type. */
export type DomainEventView<E extends { type: string }> = { [T in E['type']]: StoredEvent<T, Omit<Extract<E, { type: T }>, 'type'>> }[E['type']];

/**
 * The stored event seen as one of the domain events `E`: `const { type, data } = viewAs<CallEvent>(event)`
 * and a switch on `type` narrows `data`, with no copy of the data. A rebuild hands a read model tens
 * of thousands of events, and copying each one's data to add its type fed the garbage collector
 * (docs/operations/benchmarks.md, Rebuild). The caller names the event types it takes.
 */
export function viewAs<E extends { type: string }>(event: StoredEvent): DomainEventView<E> {
  return event as unknown as DomainEventView<E>;
}
