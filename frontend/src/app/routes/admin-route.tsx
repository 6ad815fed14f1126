import { useSession } from '../../api/session';
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function AdminRoute() {
  const { user } = useSession();
  if (user?.role !== 'admin') {
    return (
      <div className="page container page-narrow">
        <div className="alert alert-destructive" role="alert">
          Access Denied: The admin console is only available to administrators.
        </div>
      </div>
    );
  }
  return (
    <ScreenPlaceholder
      title="Admin Console"
      description="See every merchant and affiliate with totals and recent activity across the platform."
    />
  );
}
