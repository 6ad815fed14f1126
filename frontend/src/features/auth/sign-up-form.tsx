import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SignupRole } from '@leadledger/contracts/user';
import { browserTimeZone, registerMutationOptions } from '../../api/auth';
import { Button } from '../../components/ui/button';
import { PasswordInput } from '../../components/ui/password-input';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/use-toast';
import { paths } from '../../config/paths';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client';
import { RoleChoice } from './role-choice';

/** docs/product/limits-and-timings.md, Fields: at least 8 characters on signup. */
const MIN_PASSWORD_LENGTH = 8;

export function SignUpForm({ referralCode }: { referralCode: string | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const register = useMutation(registerMutationOptions(queryClient));
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  // A referral code is an invitation to become an affiliate (docs/product/screens-and-routes.md, Auth page).
  const [role, setRole] = useState<SignupRole | ''>(referralCode ? 'affiliate' : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.email.trim() || !form.password || !form.firstName.trim() || !role) {
      toast({ title: 'Missing information', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    if (form.password.length < MIN_PASSWORD_LENGTH) {
      setErrors({ password: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` });
      return;
    }
    setErrors({});
    try {
      await register.mutateAsync({
        email: form.email.trim(),
        password: form.password,
        firstName: form.firstName.trim(),
        ...(form.lastName.trim() ? { lastName: form.lastName.trim() } : {}),
        role,
        ...(referralCode ? { referralCode } : {}),
        timeZone: browserTimeZone(),
      });
      toast({ title: 'Account created!', description: 'Welcome to LeadLedger.' });
      navigate(paths.home.href(), { replace: true });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast({
        title: 'Registration failed',
        description: errorMessage(error, 'Please check your details and try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-label="Sign up">
      <div className="grid-2">
        <TextField label="First name" name="firstName" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
        <TextField label="Last name (optional)" name="lastName" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
      </div>
      <TextField label="Email" type="email" name="email" autoComplete="email" value={form.email} onChange={set('email')} error={errors.email} />
      <TextField
        label="Password"
        error={errors.password}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        renderInput={({ id, describedBy, invalid }) => (
          <PasswordInput id={id} name="password" autoComplete="new-password" value={form.password} onChange={set('password')} invalid={invalid} describedBy={describedBy} />
        )}
      />
      <RoleChoice value={role} onChange={setRole} error={errors.role} />
      <Button type="submit" loading={register.isPending} className="btn-block">
        Create Account
      </Button>
    </form>
  );
}
