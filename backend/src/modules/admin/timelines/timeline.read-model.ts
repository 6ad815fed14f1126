import { Inject, Injectable } from '@nestjs/common';
import type { Timeline, TimelineKind } from '@leadledger/contracts/admin';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/database/database.tokens';
import { actorEmails, toEventLogRow } from '../events/event-log-rows';
import { EVENT_LOG_COLUMNS } from '../events/event-log.sql';
import { ledgerLinesByEvent } from '../ledger/ledger-lines';
import { deciderFor, presentState, type StreamEvent, statesAfter } from './stream-deciders';
import { timelineSubject } from './timeline-subjects';

/** At most this many entries per timeline; the newest are kept. */
export const TIMELINE_CAP = 500;

/** A subject's history, oldest first, each event with the state it left and its ledger lines. */
@Injectable()
export class TimelineReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async timeline(kind: TimelineKind, id: string): Promise<Timeline | null> {
    const subject = await timelineSubject(this.pool, kind, id);
    if (!subject) return null;
    const wallet = subject.walletEventsOfCall;
    const { rows } = await this.pool.query(
      `SELECT ${EVENT_LOG_COLUMNS}, e.data FROM events e
       WHERE e.stream_id = ANY($1::text[]) ${wallet ? `OR (e.stream_id = $3 AND e.data ->> 'callId' = $4)` : ''}
       ORDER BY e.global_position DESC LIMIT $2`,
      [subject.streams, TIMELINE_CAP + 1, ...(wallet ? [wallet.stream, wallet.callId] : [])],
    );
    const truncated = rows.length > TIMELINE_CAP;
    const shown = rows.slice(0, TIMELINE_CAP).reverse();
    const [emails, lines, states] = await Promise.all([
      actorEmails(this.pool, shown),
      ledgerLinesByEvent(this.pool, shown.map((r) => r.event_id)),
      this.statesFor(shown),
    ]);
    return {
      kind,
      id,
      title: subject.title,
      truncated,
      entries: shown.map((r) => ({
        event: toEventLogRow(r, emails),
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
  private async statesFor(shown: Record<string, any>[]): Promise<Map<string, Map<number, unknown>>> {
    const upTo = new Map<string, number>();
    for (const r of shown) if (deciderFor(r.stream_id)) upTo.set(r.stream_id, Math.max(upTo.get(r.stream_id) ?? 0, Number(r.stream_position)));
    const states = new Map<string, Map<number, unknown>>();
    if (upTo.size === 0) return states;
    const { rows } = await this.pool.query(
      `SELECT e.stream_id, e.stream_position, e.type, e.data
       FROM unnest($1::text[], $2::bigint[]) AS s (id, up_to) JOIN events e ON e.stream_id = s.id AND e.stream_position <= s.up_to
       ORDER BY e.stream_id, e.stream_position`,
      [[...upTo.keys()], [...upTo.values()]],
    );
    const histories = new Map<string, StreamEvent[]>();
    for (const r of rows) histories.set(r.stream_id, [...(histories.get(r.stream_id) ?? []), { streamPosition: Number(r.stream_position), type: r.type, data: r.data }]);
    for (const [streamId, history] of histories) states.set(streamId, statesAfter(streamId, history));
    return states;
  }
}
