import type { Pool } from 'pg';
import { decisionDeadline } from '../../src/domain/call/call.deadline';
import type { DecisionTerms } from '../../src/domain/call/call.events';
import type { Clock } from '../../src/infrastructure/clock/clock';
import { APP_CONFIG, PG_POOL } from '../../src/infrastructure/database/database.tokens';
import { DecisionDeadlineSweeper, type DeadlineSweepReport } from '../../src/modules/decision-deadlines/decision-deadline.sweeper';
import { DecisionDeadlines } from '../../src/modules/decision-deadlines/decision-deadlines';
import { ProjectionRunner } from '../../src/projections/runner/projection-runner';
import { bookCall, type CallSetup } from './calls-setup';
import { withDatabase } from './database';
import type { TestApp } from './test-app';

const HOUR_MS = 3_600_000;

export type BookedUnderTerms = { callId: string; deadlineAt: Date };

/**
 * Books a call under these decision terms (the program's terms at booking), scheduled a day from
 * now, and waits for the read models. Its deadline lies days ahead, out of reach of the app's own
 * once-a-minute sweep on the real clock: only the sweeps a test runs at a chosen time touch it.
 */
export async function bookUnderTerms(t: TestApp, setup: CallSetup, decisionTerms: DecisionTerms): Promise<BookedUnderTerms> {
  const scheduledAt = new Date(Date.now() + 24 * HOUR_MS).toISOString();
  const callId = await bookCall(t, setup, { scheduledAt, decisionTerms });
  return { callId, deadlineAt: new Date(decisionDeadline(scheduledAt, decisionTerms)) };
}

export const hoursFrom = (at: Date, hours: number): Date => new Date(at.getTime() + hours * HOUR_MS);

/**
 * One sweep of the app's own DecisionDeadlines with the clock standing at `at` (the test app has no
 * clock to move, so the sweeper is built here with a fixed one). Waits out a sweep of the app's
 * scheduled sweeper, which holds the same lock.
 */
export async function sweepAt(t: TestApp, at: Date): Promise<DeadlineSweepReport> {
  const clock: Clock = { now: () => at };
  const sweeper = new DecisionDeadlineSweeper(t.app.get<Pool>(PG_POOL, { strict: false }), t.app.get(APP_CONFIG, { strict: false }), clock, t.app.get(DecisionDeadlines, { strict: false }));
  for (let attempt = 0; attempt < 50; attempt++) {
    const report = await sweeper.sweepOnce();
    if (report) return report;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the deadline sweep lock stayed taken');
}

/** Nothing done: what a sweep reports when no call is due. */
export const NOTHING: DeadlineSweepReport = { none: 0, reminded: 0, escalated: 0, approved: 0, declined: 0, 'charge-unknown': 0, refused: 0 };

/** The sweeper lists candidates from the read model: let every projection catch up first. */
export async function catchUp(t: TestApp): Promise<void> {
  await t.app.get(ProjectionRunner, { strict: false }).catchUp();
}

/** The call's deadline columns in the merchant's call list. */
export function deadlineRow(t: TestApp, callId: string) {
  return withDatabase(t, async (db) => {
    const { rows } = await db.query(
      `SELECT status, approval_in_progress, decision_days, decision_policy, decision_due_at, reminded_hours, escalated_at, escalation_reason, approved_by
         FROM call_list WHERE id = $1`,
      [callId],
    );
    return rows[0];
  });
}
