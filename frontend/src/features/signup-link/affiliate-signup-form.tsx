import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { affiliateSignupMutationOptions, browserTimeZone } from '../../api/auth';
import { Button } from '../../components/ui/button';
import { PasswordInput } from '../../components/ui/password-input';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/use-toast';
import { paths } from '../../config/paths';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client';

/** docs/product/limits-and-timings.md, Fields and Delays: 8 characters on signup; 1.5 seconds before leaving for the dashboard. */
const MIN_PASSWORD_LENGTH = 8;
export const SIGNUP_REDIRECT_MS = 1500;
const EMPTY = { firstName: '', lastName: '', email: '', password: '' };

/** docs/product/screens-and-routes.md, Affiliate signup, and docs/product/validation.md, Affiliate signup. */
export function AffiliateSignupForm({ referralCode }: { referralCode: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signup = useMutation(affiliateSignupMutationOptions(queryClient));
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.affiliateDashboard.href(), { replace: true }), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const code = referralCode.trim();
    if (!code) return void toast({ title: 'Invalid Referral Link', description: 'Please use a valid affiliate referral link', variant: 'destructive' });
    if (!form.firstName.trim() || !form.lastName.trim() || !form.email.trim() || !form.password) {
      return void toast({ title: 'Missing information', description: 'Please fill in all required fields', variant: 'destructive' });
    }
    if (form.password.length < MIN_PASSWORD_LENGTH) return setErrors({ password: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` });
    setErrors({});
    try {
      await signup.mutateAsync({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        password: form.password,
        referralCode: code,
        timeZone: browserTimeZone(),
      });
      toast({ title: 'Account Created Successfully', description: 'Taking you to your dashboard…' });
      setDone(true);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast({ title: 'Signup Failed', description: errorMessage(error, 'An error occurred during signup'), variant: 'destructive' });
    }
  }

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-label="Affiliate sign up">
      <div className="grid-2">
        <TextField label="First name" name="firstName" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
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
      <Button type="submit" loading={signup.isPending} disabled={done} className="btn-block">
        {done ? 'Account created' : 'Create Affiliate Account'}
      </Button>
      <p className="muted center-text small">
        Already have an account?{' '}
        <Link to={paths.auth.href(referralCode.trim() || null)} className="link">
          Log in
        </Link>
      </p>
    </form>
  );
}
