import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { LeadSignalCode, ProgramLeadRules } from '@leadledger/contracts/lead-quality';
import { changeLeadRulesMutationOptions, leadRulesQueryOptions } from '../../api/lead-rules';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { LEAD_SIGNAL_LABELS } from './lead-quality';

const SIGNALS = Object.keys(LEAD_SIGNAL_LABELS) as LeadSignalCode[];

/** "+1, +44" into ["+1", "+44"]; null when one of them is not a calling code. */
export function parseCountries(text: string): string[] | null {
  const codes = text.split(/[\s,]+/).filter(Boolean);
  return codes.every((c) => /^\+[1-9]\d{0,3}$/.test(c)) ? codes : null;
}

/**
 * A program's lead rules (docs/product/lead-quality.md, Program rules): where its customers are
 * expected from, and when a booking is rejected without the merchant. Nothing is rejected
 * automatically unless the merchant sets it here.
 */
export function LeadRulesForm({ programId }: { programId: string }) {
  const rules = useQuery(leadRulesQueryOptions(programId));
  return (
    <section className="lead-rules stack" aria-labelledby={`lead-rules-${programId}`}>
      <h3 id={`lead-rules-${programId}`} className="card-title">
        Lead rules
      </h3>
      {rules.isPending ? (
        <Spinner label="Loading lead rules" />
      ) : rules.isError ? (
        <LoadError what="the lead rules" onRetry={() => void rules.refetch()} />
      ) : (
        <LeadRulesFields programId={programId} saved={rules.data} />
      )}
    </section>
  );
}

function LeadRulesFields({ programId, saved }: { programId: string; saved: ProgramLeadRules }) {
  const queryClient = useQueryClient();
  const change = useMutation(changeLeadRulesMutationOptions(queryClient));
  const [countries, setCountries] = useState(saved.expectedCountries.join(', '));
  const [score, setScore] = useState(saved.rejectAtOrBelow === null ? '' : String(saved.rejectAtOrBelow));
  const [signals, setSignals] = useState<LeadSignalCode[]>(saved.rejectSignals);
  const [errors, setErrors] = useState<{ countries?: string; score?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const expectedCountries = parseCountries(countries);
    const scoreOk = score.trim() === '' || /^\d{1,2}$/.test(score.trim());
    const problems = {
      countries: expectedCountries === null ? 'Enter calling codes with a plus sign, separated by commas (e.g. +1, +44), or leave it empty for any.' : undefined,
      score: scoreOk ? undefined : 'Enter a whole number from 0 to 99, or leave it empty.',
    };
    setErrors(problems);
    if (problems.countries || problems.score) return;
    try {
      await change.mutateAsync({ programId, expectedCountries: expectedCountries!, rejectAtOrBelow: score.trim() === '' ? null : Number(score), rejectSignals: signals });
      toast({ title: 'Lead rules saved', description: 'They apply to bookings from now on.' });
    } catch (error) {
      toast({ title: 'Could not save the lead rules', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  const toggle = (code: LeadSignalCode) => setSignals((now) => (now.includes(code) ? now.filter((c) => c !== code) : [...now, code]));

  return (
    <form className="stack" onSubmit={submit} aria-label="Lead rules" noValidate>
      <TextField
        label="Expected countries (phone calling codes)"
        value={countries}
        onChange={(e) => setCountries(e.target.value)}
        error={errors.countries}
        placeholder="+1, +44"
        hint="A booking whose phone is from elsewhere is flagged. Empty: any country."
      />
      <TextField
        label="Reject automatically at or below this score"
        inputMode="numeric"
        value={score}
        onChange={(e) => setScore(e.target.value)}
        error={errors.score}
        hint="Scores run from 100 (nothing against the booking) down to 0. Empty: never by score."
      />
      <fieldset>
        <legend>Reject automatically when any of these is found</legend>
        <div className="lead-rules-signals">
          {SIGNALS.map((code) => (
            <label key={code} className="lead-rules-signal">
              <input type="checkbox" className="checkbox" checked={signals.includes(code)} onChange={() => toggle(code)} /> {LEAD_SIGNAL_LABELS[code]}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="small muted">An automatic rejection is an ordinary rejection (reason: spam) that names what was found; the affiliate may dispute it.</p>
      <div className="dialog-actions">
        <Button type="submit" variant="outline" loading={change.isPending}>
          Save lead rules
        </Button>
      </div>
    </form>
  );
}
