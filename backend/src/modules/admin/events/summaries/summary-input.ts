import type { Names } from './name-book';
import type { Named, Summary } from './summary-text';

/** One event as the summaries read it: its data is whatever was stored, so every field is checked. */
export interface SummaryInput {
  type: string;
  data: Record<string, unknown>;
  /** The metadata's actor: a person, or nobody for the system (sweepers, webhooks, policies). */
  actor: { userId: string | null; role: string };
  recordedAt: string;
}

export type Summariser = (event: SummaryInput, names: Names) => Summary;

/** Who did it: the acting person by name, else `otherwise` (the party the event names, for system-run steps). */
export function actorOf(event: SummaryInput, names: Names, otherwise: Named): Named {
  const { userId, role } = event.actor;
  if (!userId) return otherwise;
  if (role === 'merchant') return names.merchant(userId);
  if (role === 'affiliate') return names.affiliate(userId);
  return names.admin(userId);
}
