import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** An id typed or pasted by the admin; the page's `?affiliate=` / `?merchant=` fill it in when linked from elsewhere. */
export function IdLookupForm({ label, value, onSubmit }: { label: string; value: string | null; onSubmit: (id: string | null) => void }) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft.trim() || null);
  };
  return (
    <form className="as-of-lookup" onSubmit={submit}>
      <TextField label={label} value={draft} onChange={(e) => setDraft(e.target.value)} autoComplete="off" spellCheck={false} placeholder="a uuid, e.g. from the people lists" />
      <Button type="submit" variant="outline">
        Show
      </Button>
    </form>
  );
}
