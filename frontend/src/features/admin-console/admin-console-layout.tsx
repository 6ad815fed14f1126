import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useSignOut } from '../../lib/use-sign-out';
import { AdminSearchBox } from './search/admin-search-box';
import './admin-console.css';

const views = [
  { href: paths.admin.href(), label: 'Dashboard' },
  { href: paths.adminEvents.href(), label: 'Event log' },
  { href: paths.adminTimelines.href(), label: 'Timelines' },
  { href: paths.adminLedger.href(), label: 'Ledger' },
  { href: paths.adminAsOf.href(), label: 'As of' },
  { href: paths.adminReconciliation.href(), label: 'Reconciliation' },
  { href: paths.adminDisputes.href(), label: 'Disputes' },
  { href: paths.adminEscalations.href(), label: 'Overdue decisions' },
  { href: paths.adminProjections.href(), label: 'Read models' },
  { href: paths.adminMessages.href(), label: 'Messages' },
];

/**
 * docs/product/screens-and-routes.md, Admin dashboard: a header with an Admin badge, the console's search and Logout, then one
 * view at a time.
 */
export function AdminConsoleLayout({ children }: { children: ReactNode }) {
  const { signOut, isSigningOut } = useSignOut();
  const { pathname } = useLocation();
  // An admin's home (`/`) shows the dashboard too, so its tab is the current one there.
  const isCurrent = (href: string) =>
    href === paths.admin.href() ? pathname === '/' || pathname === href : pathname.startsWith(href);
  return (
    <div className="page container admin-console">
      <header className="admin-header">
        <div className="badge-row">
          <h1 className="page-title">Admin Console</h1>
          <span className="badge badge-primary">Admin</span>
        </div>
        <AdminSearchBox />
        <Button variant="outline" className="btn-small" loading={isSigningOut} onClick={signOut}>
          Logout
        </Button>
      </header>
      <nav className="admin-tabs" aria-label="Admin console">
        {views.map((view) => (
          <Link
            key={view.href}
            to={view.href}
            className="admin-tab"
            aria-current={isCurrent(view.href) ? 'page' : undefined}
          >
            {view.label}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<Spinner label="Loading view" />}>{children}</Suspense>
    </div>
  );
}
