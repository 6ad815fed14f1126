import { Inject, Injectable } from '@nestjs/common';
import type { Timeline, TimelineKind } from '@leadledger/contracts/admin';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';
import { type LoggedEvent, newestOfStreams, streamHistories } from '../../../projections/audit/event-log.queries';
import { toEventLogRows } from '../events/event-log-rows';
import { ledgerLinesByEvent } from '../ledger/ledger-lines';
import { deciderFor, presentState, type StreamEvent, statesAfter } from './stream-deciders';
import { timelineSubject } from './timeline-subjects';

/** At most this many entries per timeline; the newest are kept. */
export const TIMELINE_CAP = 500;

/**
 * A subject's history, oldest first, each event with the state it left and its ledger lines. The
 * events, data included, are read from the `event_log` read model, in log order (its position),
 * never from the event store's tables (docs/architecture/event-store.md).
 */
@Injectable()
export class TimelineReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async timeline(kind: TimelineKind, id: string): Promise<Timeline | null> {
    const subject = await timelineSubject(this.pool, kind, id);
    if (!subject) return null;
    const rows = await newestOfStreams(this.pool, subject.streams, subject.walletEventsOfCall, TIMELINE_CAP + 1);
    const truncated = rows.length > TIMELINE_CAP;
    const shown = rows.slice(0, TIMELINE_CAP).reverse();
    const [events, lines, states] = await Promise.all([
      toEventLogRows(this.pool, shown),
      ledgerLinesByEvent(this.pool, shown.map((r) => r.event_id)),
      this.statesFor(shown),
    ]);
    return {
      kind,
      id,
      title: subject.title,
      truncated,
      entries: shown.map((r, i) => ({
        event: events[i],
        data: r.data,
        stateAfter: presentState(states.get(r.stream_id)?.get(Number(r.stream_position)) ?? null),
        ledgerLines: lines.get(r.event_id) ?? [],
      })),
    };
  }

  /**
   * Folds each shown stream from its first event up to the last one shown: a truncated timeline
   * still gets true states, because the earlier events are read (data only) for the fold.
   */
  private async statesFor(shown: LoggedEvent[]): Promise<Map<string, Map<number, unknown>>> {
    const upTo = new Map<string, number>();
    for (const r of shown) if (deciderFor(r.stream_id)) upTo.set(r.stream_id, Math.max(upTo.get(r.stream_id) ?? 0, Number(r.stream_position)));
    const histories = new Map<string, StreamEvent[]>();
    for (const e of await streamHistories(this.pool, upTo)) {
      histories.set(e.streamId, [...(histories.get(e.streamId) ?? []), { streamPosition: e.streamPosition, type: e.type, data: e.data }]);
    }
    const states = new Map<string, Map<number, unknown>>();
    for (const [streamId, history] of histories) states.set(streamId, statesAfter(streamId, history));
    return states;
  }
}
