import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loginMutationOptions } from '../../api/auth';
import { Button } from '../../components/ui/button';
import { PasswordInput } from '../../components/ui/password-input';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/use-toast';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client';
import { pageAfterSignIn } from '../../lib/use-session-expiry';

export function SignInForm({ referralCode }: { referralCode: string | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // After a session expiry: back to the page it happened on (lib/use-session-expiry.ts).
  const [searchParams] = useSearchParams();
  const login = useMutation(loginMutationOptions(queryClient));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast({ title: 'Missing information', description: 'Please fill in all fields', variant: 'destructive' });
      return;
    }
    setFieldErrors({});
    try {
      await login.mutateAsync({
        email: email.trim(),
        password,
        ...(referralCode ? { referralCode } : {}),
      });
      toast({ title: 'Welcome back!', description: 'You are signed in.' });
      navigate(pageAfterSignIn(searchParams.get('next')), { replace: true });
    } catch (error) {
      setFieldErrors(fieldErrorsOf(error));
      toast({
        title: 'Login failed',
        description: errorMessage(error, 'Please check your email and password.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldErrors.email}
      />
      <TextField
        label="Password"
        error={fieldErrors.password}
        renderInput={({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            invalid={invalid}
            describedBy={describedBy}
          />
        )}
      />
      <Button type="submit" loading={login.isPending} className="btn-block">
        Sign In
      </Button>
    </form>
  );
}
