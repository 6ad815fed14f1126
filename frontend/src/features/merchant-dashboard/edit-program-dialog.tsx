import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AffiliateProgram, ChangeProgramRequest } from '@leadledger/contracts/program';
import { changeProgramMutationOptions } from '../../api/programs';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { formatDollars } from '../../lib/format-money';
import { DecisionTermsFields, parseDecisionDays } from './decision-terms-fields';
import { LeadRulesForm } from './lead-rules-form';

/** Dollars with at most two decimals, more than 0 and at most 10,000; null when it is not. */
export function parseCommission(text: string): number | null {
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(text.trim())) return null;
  const dollars = Number(text.trim());
  return dollars > 0 && dollars <= 10_000 ? dollars : null;
}

/**
 * Rename a program, change its commission or its decision deadline. A new commission applies to calls booked from now
 * on: calls already booked keep theirs, and the program's affiliates see the change.
 */
export function EditProgramDialog({ program, open, onClose }: { program: AffiliateProgram; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const change = useMutation(changeProgramMutationOptions(queryClient));
  const [name, setName] = useState(program.name);
  const [commission, setCommission] = useState(String(program.payoutAmount));
  const [terms, setTerms] = useState({ days: String(program.decisionTerms.days), onDeadline: program.decisionTerms.onDeadline });
  const [errors, setErrors] = useState<{ name?: string; commission?: string; days?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const dollars = parseCommission(commission);
    const days = parseDecisionDays(terms.days);
    const problems = {
      name: name.trim().length === 0 || name.trim().length > 100 ? 'Enter a name of 1 to 100 characters.' : undefined,
      commission: dollars === null ? 'Enter an amount in dollars, more than $0 and at most $10,000 (e.g. 75 or 72.50).' : undefined,
      days: days === null ? 'Enter a whole number of days from 1 to 30.' : undefined,
    };
    setErrors(problems);
    if (problems.name || problems.commission || problems.days) return;
    const body: ChangeProgramRequest & { id: string } = { id: program.id };
    if (name.trim() !== program.name) body.name = name.trim();
    if (dollars !== program.payoutAmount) body.payoutPerCall = dollars!;
    if (days !== program.decisionTerms.days || terms.onDeadline !== program.decisionTerms.onDeadline) body.decisionTerms = { days: days!, onDeadline: terms.onDeadline };
    if (body.name === undefined && body.payoutPerCall === undefined && body.decisionTerms === undefined) {
      onClose();
      return;
    }
    try {
      const updated = await change.mutateAsync(body);
      const parts = [
        body.name !== undefined ? `renamed to ${updated.name}` : null,
        body.payoutPerCall !== undefined ? `${formatDollars(updated.payoutAmount)} per approved call for calls booked from now on` : null,
        body.decisionTerms !== undefined ? `decisions due ${updated.decisionTerms.days} days after calls booked from now on` : null,
      ].filter(Boolean);
      toast({ title: 'Program updated', description: `${program.name}: ${parts.join('; ')}.` });
      onClose();
    } catch (error) {
      toast({ title: 'Could not update the program', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onClose={() => !change.isPending && onClose()} title="Edit program" description="Calls already booked keep the commission they were booked with.">
      <form className="stack" onSubmit={submit} aria-label="Edit program" noValidate>
        <TextField label="Program name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} maxLength={120} />
        <TextField
          label="Commission per approved call ($)"
          inputMode="decimal"
          value={commission}
          onChange={(e) => setCommission(e.target.value)}
          error={errors.commission}
          hint={`Now ${formatDollars(program.payoutAmount)}. Approving a call charges the commission plus the 10% platform fee. Affiliates are told about a change.`}
        />
        <DecisionTermsFields draft={terms} onChange={setTerms} error={errors.days} current={program.decisionTerms} />
        <div className="dialog-actions">
          <Button type="button" variant="outline" onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Save changes
          </Button>
        </div>
      </form>
      <LeadRulesForm programId={program.id} />
    </Dialog>
  );
}
