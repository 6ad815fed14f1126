import type { PoolClient } from 'pg';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';

/**
 * A read model (CONVENTIONS.md 10): a pure `events -> rows` mapping plus a thin writer. `apply`
 * runs inside the transaction that also moves this read model's own checkpoint, so each event
 * takes effect once (docs/architecture/projections.md). Its SQL names its tables unqualified: a
 * rebuild points them at the new copies through the search path.
 */
export interface Projection {
  /** Stable name: the checkpoint row and `npm run projections:rebuild <name>` use it. */
  readonly name: string;
  /** Tables this projection owns; a rebuild fills new copies of them and swaps them in (projection-rebuild.ts). */
  readonly tables: readonly string[];
  /** Writes the effect of `events` (in the safe global order). Ignore types it does not need. */
  apply(events: StoredEvent[], tx: PoolClient): Promise<void>;
}

export const PROJECTIONS = Symbol('Projections');
