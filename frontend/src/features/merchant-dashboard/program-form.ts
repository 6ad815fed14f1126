import type { CalendarIntegration, CalendlyEventType } from '@leadledger/contracts/integration';
import type { IntegrationProvider } from '@leadledger/contracts/program';

export interface FormProblem {
  title: string;
  description: string;
}

/** docs/product/validation.md, Create program, word for word. */
export const INVALID_AMOUNT: FormProblem = { title: 'Invalid amount', description: 'Please enter a valid payout amount' };
export const INTEGRATION_REQUIRED: FormProblem = {
  title: 'Integration required',
  description: 'Please select an integration for this program',
};
export const MEETING_TYPE_REQUIRED: FormProblem = {
  title: 'Meeting type required',
  description: 'Please select a Calendly meeting type for this program',
};

export function validateProgramForm(form: {
  payout: string;
  integration: IntegrationProvider | '';
  meetingType: string;
}): FormProblem | null {
  const amount = Number(form.payout);
  if (!form.payout.trim() || !Number.isFinite(amount) || amount <= 0) return INVALID_AMOUNT;
  if (!form.integration) return INTEGRATION_REQUIRED;
  if (form.integration === 'calendly' && !form.meetingType) return MEETING_TYPE_REQUIRED;
  return null;
}

/** docs/product/screen-states.md, Integrations: only active integrations count as connected; one per provider is offered. */
export function activeIntegrations(integrations: CalendarIntegration[]): CalendarIntegration[] {
  const seen = new Set<string>();
  return integrations.filter((i) => i.isActive && !seen.has(i.provider) && seen.add(i.provider));
}

/**
 * docs/product/screen-states.md, Program form choices: the person's choice while it is still connected,
 * else the only active integration, else nothing.
 */
export function resolveIntegration(active: CalendarIntegration[], chosen: IntegrationProvider | ''): IntegrationProvider | '' {
  if (chosen && active.some((i) => i.provider === chosen)) return chosen;
  return active.length === 1 ? active[0].provider : '';
}

/** The Calendly meeting type is auto-selected when exactly one exists. */
export function resolveMeetingType(types: CalendlyEventType[], chosen: string): string {
  if (chosen && types.some((t) => t.uri === chosen)) return chosen;
  return types.length === 1 ? types[0].uri : '';
}
