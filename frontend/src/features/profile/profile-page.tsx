import { useSession } from '../../api/session';
import { Button } from '../../components/ui/button';
import { useSignOut } from '../../lib/use-sign-out';
import { ChangePasswordForm } from './change-password-form';
import { LogoUpload } from './logo-upload';
import { NotificationSettings } from './notification-settings';
import { PersonalInfoForm } from './personal-info-form';

/** docs/product/screens-and-routes.md, Profile settings: any signed-in user. */
export function ProfilePage() {
  const { user } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  if (!user) return null;

  return (
    <div className="page container page-medium">
      <h1 className="page-title">Profile Settings</h1>
      <p className="muted page-subtitle">Manage your personal details, password, company logo and email preferences.</p>
      <div className="stack-lg">
        <PersonalInfoForm user={user} />
        <LogoUpload user={user} />
        <ChangePasswordForm />
        <NotificationSettings />
        <section className="card" aria-labelledby="sign-out-heading">
          <h2 id="sign-out-heading" className="card-title">
            Sign out
          </h2>
          <p className="muted">End your session on this device.</p>
          <div className="button-row">
            <Button variant="outline" onClick={signOut} loading={isSigningOut}>
              Logout
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
