import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { User } from '@leadledger/contracts/user';
import { useSession } from '../api/session';
import { paths } from '../config/paths';
import { NotificationBell } from './notification-bell';
import { roleLinks, userMenuLabel } from './top-bar-links';

// The menu's Radix/floating-ui code is only for signed-in users: visitors never download it.
const UserMenu = lazy(() => import('./user-menu'));

/** Looks like the menu's trigger, so nothing moves when the menu's code arrives. */
function MenuFallback({ label, compact = false }: { label: string; compact?: boolean }) {
  return (
    <span className="menu-trigger" aria-hidden="true">
      {!compact && <span className="avatar">{label.charAt(0).toUpperCase()}</span>}
      <span className="menu-trigger-label">{label}</span>
      <span className={compact ? 'hamburger' : 'caret'} />
    </span>
  );
}

function SignedInNav({ user }: { user: User }) {
  const links = roleLinks(user.role);
  const label = userMenuLabel(user);
  // Nothing notifies admins (docs/architecture/notifications.md): they get no bell.
  const bell = user.role === 'admin' ? null : <NotificationBell />;
  return (
    <>
      {/* Wide and small layouts are both rendered; styles.css shows one per screen width. */}
      <nav className="topbar-nav topbar-wide" aria-label="Main">
        {links.map((link) => (
          <NavLink key={link.href} to={link.href} end className="nav-link">
            {link.label}
          </NavLink>
        ))}
        {bell}
        <Suspense fallback={<MenuFallback label={label} />}>
          <UserMenu label={label} email={user.email} />
        </Suspense>
      </nav>
      <div className="topbar-narrow">
        {bell}
        <Suspense fallback={<MenuFallback label={label} compact />}>
          <UserMenu label={label} email={user.email} links={links} compact />
        </Suspense>
      </div>
    </>
  );
}

function VisitorNav() {
  const { pathname } = useLocation();
  const onBlog = pathname === paths.blog.path || pathname.startsWith(`${paths.blog.path}/`);
  return (
    <nav className="topbar-nav" aria-label="Main">
      <Link
        to={paths.blog.href()}
        className="nav-link"
        aria-current={onBlog ? 'page' : undefined}
      >
        Blog
      </Link>
      <Link to={paths.auth.href()} className="nav-link">
        Login
      </Link>
      {/* Both go to /auth (docs/product/screens-and-routes.md, Top bar); the state only picks the tab that opens. */}
      <Link to={paths.auth.href()} state={{ tab: 'signup' }} className="btn btn-primary btn-small">
        Sign Up
      </Link>
    </nav>
  );
}

export function TopBar() {
  const { user, isLoading } = useSession();
  return (
    <header className="topbar">
      <div className="topbar-inner container">
        <Link to={paths.home.href()} className="brand">
          <span className="brand-mark" aria-hidden="true" />
          LeadLedger
        </Link>
        {isLoading ? null : user ? <SignedInNav user={user} /> : <VisitorNav />}
      </div>
    </header>
  );
}
