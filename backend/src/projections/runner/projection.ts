import type { PoolClient } from 'pg';
import type { RawDataEvent, StoredEvent } from '../../infrastructure/event-store/event-store.port';

/**
 * A read model (docs/architecture/projections.md): a pure `events -> rows` mapping plus a thin writer. `apply`
 * runs inside the transaction that also moves this read model's own checkpoint, so each event
 * takes effect once (docs/architecture/projections.md). Its SQL names its tables unqualified: a
 * rebuild points them at the new copies through the search path.
 */
export interface Projection {
  /** Stable name: the checkpoint row and `npm run projections:rebuild <name>` use it. */
  readonly name: string;
  /** Tables this projection owns; a rebuild fills new copies of them and swaps them in (projection-rebuild.ts). */
  readonly tables: readonly string[];
  /**
   * The event types `apply` acts on, or 'every' when it needs the whole log (the admin event log,
   * activity counts). The runner and a rebuild hand it only these, moving its checkpoint past the
   * rest, so a type handled but not listed would be silently dropped: projection-event-types.spec.ts
   * feeds every projection each type it does not list and fails if it writes anything.
   */
  readonly eventTypes: readonly string[] | 'every';
  /**
   * True when `apply` and `load` use no event's data (counts by type and day): a rebuild then reads
   * the log without it (EventStore.readAllHeaders, with `eventTypes` 'every'), and such a read
   * model declares its methods over `EventHeader`, so reading `data` is a compile error.
   */
  readonly withoutData?: true;
  /**
   * True when `load` stores each event's data whole and reads nothing in it: a rebuild then reads
   * the log with the data as JSON text (EventStore.readAllRawData, with `eventTypes` 'every'), and
   * such a read model declares `load` over `RawDataEvent`. `apply` still gets parsed events.
   */
  readonly rawData?: true;
  /** Writes the effect of `events` (in the safe global order), only of `eventTypes`. */
  apply(events: StoredEvent[], tx: PoolClient): Promise<void>;
  /**
   * Optional bulk path of a rebuild (projection-rebuild.ts): writes the same rows as `apply` into
   * the rebuild's new copy, which then holds exactly the effect of the events before these and
   * nothing of these, so it may load them with COPY (copy-rows.ts) instead of idempotent INSERTs.
   * A crash rolls back the batch with its checkpoint move; a rebuild started again drops the half
   * loaded copy and starts over (shadow-tables.ts). Never used on live tables. A read model with
   * `rawData` gets RawDataEvent[] (its data as JSON text), the others StoredEvent[].
   */
  load?(events: StoredEvent[] | RawDataEvent[], tx: PoolClient): Promise<void>;
  /**
   * True when `load` only adds rows with COPY: it never reads, updates or conflicts with a row
   * already in the copy. A rebuild then builds the copy's primary and unique keys after the load,
   * with its other indexes (shadow-tables.ts): a duplicate fails the rebuild there instead of in
   * the COPY, and the live copy stays.
   */
  readonly loadOnlyAppends?: true;
}

export const PROJECTIONS = Symbol('Projections');
