import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { changePasswordMutationOptions } from '../../api/profile';
import { Button } from '../../components/ui/button';
import { PasswordInput } from '../../components/ui/password-input';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/use-toast';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client';

/** docs/product/limits-and-timings.md, Fields: at least 6 characters on change. */
const MIN_PASSWORD_LENGTH = 6;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function validatePasswordChange(form: typeof EMPTY): string | null {
  if (!form.currentPassword || !form.newPassword || !form.confirmPassword) return 'Please fill in all password fields.';
  if (form.newPassword !== form.confirmPassword) return 'New passwords do not match.';
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) return 'New password must be at least 6 characters long.';
  return null;
}

export function ChangePasswordForm() {
  const change = useMutation(changePasswordMutationOptions());
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validatePasswordChange(form);
    setError(problem);
    if (problem) return;
    setFieldErrors({});
    try {
      await change.mutateAsync({ currentPassword: form.currentPassword, newPassword: form.newPassword });
      setForm(EMPTY);
      toast({ title: 'Password Changed', description: 'Use your new password next time you sign in.' });
    } catch (err) {
      setFieldErrors(fieldErrorsOf(err));
      toast({ title: 'Password Change Failed', description: errorMessage(err, 'Failed to change password'), variant: 'destructive' });
    }
  }

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      error={fieldErrors[name]}
      renderInput={({ id, describedBy, invalid }) => (
        <PasswordInput
          id={id}
          name={name}
          autoComplete={autoComplete}
          value={form[name]}
          onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
          invalid={invalid}
          describedBy={describedBy}
        />
      )}
    />
  );

  return (
    <section className="card" aria-labelledby="password-heading">
      <h2 id="password-heading" className="card-title">
        Change password
      </h2>
      <form className="stack" onSubmit={onSubmit} noValidate aria-label="Change password">
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password')}
        {field('confirmPassword', 'Confirm new password', 'new-password')}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </div>
      </form>
    </section>
  );
}
