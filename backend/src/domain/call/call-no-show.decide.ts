import type { CallEvent } from './call.events';
import type { CallState } from './call.state';

/** Calendly's answer to marking the call's invitee a no-show (docs/product/decision-deadlines.md, No-shows). */
export type RecordNoShowReport = {
  type: 'RecordNoShowReport';
  callId: string;
  outcome: 'marked' | 'refused';
  noShowUri: string | null;
  reason: string | null;
  now: string;
};

/**
 * The Calendly invitee to mark a no-show, if the call asks for it: rejected as a no-show, booked
 * through Calendly (its invitee URI is the call's `externalRef`), and not yet reported.
 */
export function inviteeToMarkNoShow(state: CallState): string | null {
  if (state.status !== 'rejected' || state.rejection?.reason !== 'no-show' || state.externalRef === null || state.noShowReport !== null) return null;
  return state.externalRef;
}

/** Recorded once; a second answer (a retry that raced the first) changes nothing. */
export function recordNoShowReport(command: RecordNoShowReport, state: CallState): CallEvent[] {
  const inviteeUri = inviteeToMarkNoShow(state);
  if (inviteeUri === null || state.status === 'absent') return [];
  const { callId, outcome, noShowUri, reason, now } = command;
  return [{ type: 'InviteeNoShowReported', callId, merchantId: state.merchantId, inviteeUri, outcome, noShowUri, reason, reportedAt: now }];
}
