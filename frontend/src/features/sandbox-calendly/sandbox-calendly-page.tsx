import { useMutation } from '@tanstack/react-query';
import type { SandboxCalendlyBookRequest, SandboxCalendlyBookResponse } from '@leadledger/contracts/booking';
import { type FormEvent, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { api, errorMessage } from '../../lib/api-client';
import { meetingTypeName, sandboxSlots } from './sandbox-slots';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/**
 * docs/architecture/overview.md, Integrations: the sandbox stand-in for a Calendly scheduling page. Booking here makes the server
 * send a signed `invitee.created` webhook to our own endpoint, carrying the tracking UTM
 * parameters back, exactly as Calendly would.
 */
export function SandboxCalendlyPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const slots = useMemo(() => sandboxSlots(new Date()), []);
  const [form, setForm] = useState({ name: '', email: '', startTime: slots[0] });
  const [error, setError] = useState<string | null>(null);
  const book = useMutation({
    mutationFn: (body: SandboxCalendlyBookRequest) => api.post<SandboxCalendlyBookResponse>('/api/sandbox/calendly/book', body),
    onError: (e) => setError(errorMessage(e, 'The booking could not be made.')),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!form.name.trim() || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email)) {
      setError('Please enter your name and a valid email address.');
      return;
    }
    const utm = Object.fromEntries(UTM_KEYS.map((k) => [k, search.get(k) ?? undefined]).filter(([, v]) => v));
    book.mutate({ slug, name: form.name.trim(), email: form.email.trim(), startTime: form.startTime, ...utm });
  };

  const when = (iso: string) => new Date(iso).toLocaleString('en-US', { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

  if (book.isSuccess) {
    return (
      <div className="page container page-narrow">
        <section className="card stack" aria-labelledby="scheduled-heading">
          <span className="badge badge-muted">Sandbox Calendly</span>
          <h1 id="scheduled-heading" className="page-title">You are scheduled</h1>
          <p>
            {meetingTypeName(slug)} on {when(form.startTime)}. A confirmation would be emailed to {form.email}.
          </p>
        </section>
      </div>
    );
  }
  return (
    <div className="page container page-narrow">
      <section className="card stack" aria-labelledby="schedule-heading">
        <span className="badge badge-muted">Sandbox Calendly</span>
        <h1 id="schedule-heading" className="page-title">{meetingTypeName(slug)}</h1>
        <p className="muted">This stands in for the merchant's Calendly page; no real Calendly account is used.</p>
        <form className="stack" onSubmit={onSubmit} noValidate aria-label="Schedule event">
          <SelectField
            label="Time"
            value={form.startTime}
            onChange={(e) => setForm({ ...form, startTime: e.target.value })}
            options={slots.map((s) => ({ value: s, label: when(s) }))}
          />
          <TextField label="Name" name="name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <TextField label="Email" type="email" name="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" loading={book.isPending}>
            Schedule Event
          </Button>
        </form>
      </section>
    </div>
  );
}
