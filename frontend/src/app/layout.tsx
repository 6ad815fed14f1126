import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useSessionExpiryWatcher } from '../lib/use-session-expiry';
import { TopBar } from './top-bar';

export function AppLayout() {
  useSessionExpiryWatcher();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  // docs/product/screens-and-routes.md, Public booking page: `embed=true` shows the booking page alone, inside the merchant's iframe.
  const embedded =
    ([paths.calendarBooking.path, paths.bookingSuccess.path] as string[]).includes(pathname) && searchParams.get('embed') === 'true';
  return (
    <div className="app">
      {!embedded && <TopBar />}
      <main className="app-main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}
