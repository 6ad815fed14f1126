import type { DecisionTerms } from '@leadledger/contracts/program';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';

const POLICIES = [
  { value: 'escalate', label: 'Send it to a LeadLedger admin to decide' },
  { value: 'approve', label: 'Approve it automatically (your card is charged)' },
];

/** Whole days from 1 to 30; null when the text is not one (docs/product/decision-deadlines.md). */
export function parseDecisionDays(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const days = Number(text.trim());
  return days >= 1 && days <= 30 ? days : null;
}

export interface DecisionTermsDraft {
  days: string;
  onDeadline: DecisionTerms['onDeadline'];
}

/** The program's decision deadline: how long after each call the merchant has to decide, and what happens then. */
export function DecisionTermsFields({ draft, onChange, error, current }: { draft: DecisionTermsDraft; onChange: (draft: DecisionTermsDraft) => void; error?: string; current: DecisionTerms }) {
  return (
    <fieldset className="stack">
      <legend className="field-label">Decision deadline</legend>
      <TextField
        label="Days after the call to approve or reject"
        inputMode="numeric"
        value={draft.days}
        onChange={(e) => onChange({ ...draft, days: e.target.value })}
        error={error}
        hint={`Now ${current.days} day${current.days === 1 ? '' : 's'}. Reminders come 3 days and 1 day before. Affiliates see each call's deadline.`}
      />
      <SelectField
        label="If a call is still undecided at the deadline"
        options={POLICIES}
        value={draft.onDeadline}
        onChange={(e) => onChange({ ...draft, onDeadline: e.target.value as DecisionTerms['onDeadline'] })}
        hint="Applies to calls booked from now on; calls already booked keep their terms."
      />
    </fieldset>
  );
}
