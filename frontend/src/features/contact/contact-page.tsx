import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type ContactRequest, sendContactMessageMutationOptions } from '../../api/contact';
import { useSession } from '../../api/session';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import './contact.css';

const TOPICS: { value: ContactRequest['topic']; label: string }[] = [
  { value: 'billing', label: 'Billing and charges' },
  { value: 'payouts', label: 'Payouts' },
  { value: 'calls', label: 'Calls and approvals' },
  { value: 'account', label: 'My account' },
  { value: 'other', label: 'Something else' },
];

type Errors = Partial<Record<keyof ContactRequest, string>>;

function validate(form: ContactRequest): Errors {
  const errors: Errors = {};
  if (!form.name.trim() || form.name.trim().length > 100) errors.name = 'Enter your name (at most 100 characters).';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = 'Enter an email address we can reply to.';
  if (form.message.trim().length < 10 || form.message.trim().length > 5000) errors.message = 'Write your message in 10 to 5,000 characters.';
  return errors;
}

/** `/contact`: a message to the LeadLedger team, who read it in the admin console's inbox. */
export default function ContactPage() {
  const { user } = useSession();
  const blank = (): ContactRequest => ({ name: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '', email: user?.email ?? '', topic: 'billing', message: '' });
  const [form, setForm] = useState<ContactRequest>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const send = useMutation(sendContactMessageMutationOptions());
  const set = (field: keyof ContactRequest) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validate(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const sent = await send.mutateAsync({ ...form, name: form.name.trim(), email: form.email.trim(), message: form.message.trim() });
      toast({ title: 'Message sent', description: sent.message });
      setForm(blank());
    } catch (error) {
      toast({ title: 'Message not sent', description: errorMessage(error, 'Please try again in a minute.'), variant: 'destructive' });
    }
  }

  return (
    <div className="page container page-narrow">
      <h1 className="page-title">Contact us</h1>
      <p className="muted page-subtitle">Questions about a charge, a payout or your account: the LeadLedger team replies by email, usually within one business day.</p>
      <form className="card stack contact-form" aria-label="Contact us" onSubmit={submit} noValidate>
        <TextField label="Your name" value={form.name} onChange={(e) => set('name')(e.target.value)} error={errors.name} autoComplete="name" maxLength={120} />
        <TextField label="Email" type="email" value={form.email} onChange={(e) => set('email')(e.target.value)} error={errors.email} autoComplete="email" />
        <SelectField label="Topic" value={form.topic} options={TOPICS} onChange={(e) => set('topic')(e.target.value)} />
        <div className="field">
          <label htmlFor="contact-message" className="field-label">
            Message
          </label>
          <textarea
            id="contact-message"
            className="input contact-message"
            rows={6}
            maxLength={5000}
            value={form.message}
            onChange={(e) => set('message')(e.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'contact-message-error' : undefined}
          />
          {errors.message && (
            <p id="contact-message-error" className="field-error">
              {errors.message}
            </p>
          )}
        </div>
        <Button type="submit" loading={send.isPending}>
          Send message
        </Button>
      </form>
    </div>
  );
}
