import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { User } from '@leadledger/contracts/user';
import { updateProfileMutationOptions } from '../../api/profile';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/use-toast';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client';

export function PersonalInfoForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const update = useMutation(updateProfileMutationOptions(queryClient));
  const [form, setForm] = useState({
    firstName: user.firstName,
    lastName: user.lastName ?? '',
    companyName: user.companyName ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.firstName.trim() || !form.lastName.trim()) {
      setError('First name and last name are required.');
      return;
    }
    setError(null);
    setFieldErrors({});
    try {
      await update.mutateAsync({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        companyName: form.companyName.trim() || null,
      });
      toast({ title: 'Profile Updated', description: 'Your personal information has been saved.' });
    } catch (err) {
      // The form keeps what was typed so nothing is lost.
      setFieldErrors(fieldErrorsOf(err));
      toast({ title: 'Update Failed', description: errorMessage(err, 'Failed to update profile'), variant: 'destructive' });
    }
  }

  return (
    <section className="card" aria-labelledby="personal-info-heading">
      <h2 id="personal-info-heading" className="card-title">
        Personal information
      </h2>
      <form className="stack" onSubmit={onSubmit} noValidate aria-label="Personal information">
        <div className="grid-2">
          <TextField label="First name" name="firstName" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} error={fieldErrors.firstName} />
          <TextField label="Last name" name="lastName" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} error={fieldErrors.lastName} />
        </div>
        <TextField label="Company name" name="companyName" autoComplete="organization" value={form.companyName} onChange={set('companyName')} error={fieldErrors.companyName} />
        <TextField label="Email" type="email" value={user.email} readOnly hint="Email cannot be changed." />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </div>
      </form>
    </section>
  );
}
