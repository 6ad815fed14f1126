import type { DeadlinePolicy, DecisionTerms } from './call.events';

/**
 * Decision deadlines (docs/product/decision-deadlines.md): a merchant has `days` after the call's
 * scheduled time to approve or reject it; then the program's policy applies. Calls booked before
 * programs had terms get these: escalating charges nobody's card without their say.
 */
export const DEFAULT_DECISION_TERMS: DecisionTerms = { days: 7, onDeadline: 'escalate' };

export const MIN_DECISION_DAYS = 1;
export const MAX_DECISION_DAYS = 30;
export const DEADLINE_POLICIES: readonly DeadlinePolicy[] = ['approve', 'escalate'];

/** The reminders before a deadline, by hours left; each is noted once per call. */
export const REMINDER_HOURS = [72, 24] as const;

const HOUR_MS = 3_600_000;

/** The moment the merchant's decision is due: the scheduled time plus the booked terms' days. */
export function decisionDeadline(scheduledAt: string, terms: DecisionTerms): string {
  return new Date(Date.parse(scheduledAt) + terms.days * 24 * HOUR_MS).toISOString();
}

/** The instant a reminder of `hoursLeft` becomes due. */
export function reminderDueAt(deadlineAt: string, hoursLeft: number): string {
  return new Date(Date.parse(deadlineAt) - hoursLeft * HOUR_MS).toISOString();
}
