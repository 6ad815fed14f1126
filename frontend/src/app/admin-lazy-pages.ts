import { lazy } from 'react';

/**
 * The admin console's views, each its own chunk: the grid and the charts load only with the view
 * that draws them. Apart from lazy-pages.ts because admin-route.tsx (itself lazy there) uses them.
 */
export const AdminDashboardPage = lazy(() => import('../features/admin-console/dashboard/admin-dashboard-page'));
export const AdminEventLogPage = lazy(() => import('../features/admin-console/events/event-log-page'));
export const AdminTimelinesPage = lazy(() => import('../features/admin-console/timelines/timelines-page'));
export const AdminLedgerPage = lazy(() => import('../features/admin-console/ledger/ledger-page'));
export const AdminReconciliationPage = lazy(() => import('../features/admin-console/reconciliation/reconciliation-page'));
export const AdminReadModelsPage = lazy(() => import('../features/admin-console/projections/read-models-page'));
export const AdminMerchantStatementPage = lazy(() => import('./routes/admin-merchant-statement-route'));
export const AdminMerchantReceiptPage = lazy(() => import('./routes/admin-merchant-receipt-route'));
export const AdminMessagesPage = lazy(() => import('../features/contact/contact-inbox-page'));
export const AdminAsOfPage = lazy(() => import('../features/admin-console/as-of/as-of-page'));
export const AdminSearchPage = lazy(() => import('../features/admin-console/search/admin-search-page'));
export const DisputeQueuePage = lazy(() => import('../features/dispute-queue/dispute-queue-page'));
export const EscalationsPage = lazy(() => import('../features/escalations/escalations-page'));
