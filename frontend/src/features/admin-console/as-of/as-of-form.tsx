import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { instantOf } from './as-of-time';

/** The instant, typed on the admin's own clock (their profile's time zone), to the second. */
export function AsOfForm({ value, timeZone, onChange }: { value: string; timeZone: string; onChange: (instant: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setDraft(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const instant = instantOf(draft, timeZone);
    if (!instant) return setError('Enter a date and a time.');
    setError(undefined);
    onChange(instant);
  };
  return (
    <form className="as-of-lookup" onSubmit={submit}>
      <TextField
        label={`As of (your time, ${timeZone})`}
        type="datetime-local"
        step={1}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        error={error}
        hint="Balances include everything that happened up to the end of this second."
      />
      <Button type="submit">Show</Button>
    </form>
  );
}
