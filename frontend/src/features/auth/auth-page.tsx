import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthTab = 'signin' | 'signup';

export interface AuthPageProps {
  /** From `?ref=`: opens Sign Up, presets the affiliate role and travels with both forms. */
  referralCode: string | null;
  initialTab?: AuthTab;
}

/** docs/product/screens-and-routes.md, Auth page. */
export function AuthPage({ referralCode, initialTab }: AuthPageProps) {
  const [tab, setTab] = useState<AuthTab>(referralCode ? 'signup' : (initialTab ?? 'signin'));

  return (
    <div className="page container auth-page">
      <div className="card auth-card">
        <div className="auth-header">
          <h1 className="page-title">Welcome to LeadLedger</h1>
          <p className="muted">Pay affiliates only for the calls that happen.</p>
        </div>
        {referralCode && (
          <div className="notice" role="status">
            Using referral code <strong>{referralCode}</strong>
          </div>
        )}
        <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
          <TabsList aria-label="Sign in or create an account" className="tabs-list-full">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm referralCode={referralCode} />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm referralCode={referralCode} />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
