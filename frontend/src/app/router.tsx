import { createElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { AdminDashboardPage, AdminEventLogPage, AdminLedgerPage, AdminMerchantReceiptPage, AdminMerchantStatementPage, AdminMessagesPage, AdminReadModelsPage, AdminReconciliationPage, AdminSearchPage, AdminTimelinesPage, DisputeQueuePage, EscalationsPage } from './admin-lazy-pages';
import { AdminAsOfPage } from './admin-lazy-pages';
import {
  AdminRoute,
  AffiliateBillingRoute,
  AnalyticsRoute,
  AffiliateDashboardRoute,
  AffiliatePayoutsRoute,
  AuthRoute,
  BillingRoute,
  BillingSuccessRoute,
  BlogArticleRoute,
  BlogListRoute,
  BookingSuccessRoute,
  CalendarBookingRoute,
  ContactPage,
  IntegrationsRoute,
  MerchantDashboardRoute,
  NotificationsRoute,
  PrivacyPolicyPage,
  ProfileRoute,
  ReceiptRoute,
  StatementRoute,
  SandboxConsentRoute,
  SandboxCalendlyRoute,
  SignupAffiliateRoute,
  SignupRoute,
  TermsOfServicePage,
  TrackRoute,
} from './lazy-pages';
import { AppLayout } from './layout';
import BookRedirectRoute from './routes/book-redirect-route';
import HomeRoute from './routes/home-route';
import NotFoundRoute from './routes/not-found-route';
import { RequireAuth } from './routes/require-auth';
import RouteError from './routes/route-error';

const route = (path: string, component: ComponentType): RouteObject => ({
  path,
  element: createElement(component),
});

/** docs/product/screens-and-routes.md, Route table. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      route(paths.home.path, HomeRoute),
      route(paths.auth.path, AuthRoute),
      {
        element: <RequireAuth />,
        children: [
          route(paths.merchantDashboard.path, MerchantDashboardRoute),
          route(paths.affiliateDashboard.path, AffiliateDashboardRoute),
          route(paths.affiliatePayouts.path, AffiliatePayoutsRoute),
          route(paths.affiliateBilling.path, AffiliateBillingRoute),
          route(paths.billing.path, BillingRoute),
          route(paths.billingSuccess.path, BillingSuccessRoute),
          route(paths.statement.path, StatementRoute),
          route(paths.receipt.path, ReceiptRoute),
          route(paths.profile.path, ProfileRoute),
          route(paths.notifications.path, NotificationsRoute),
          route(paths.integrations.path, IntegrationsRoute),
          route(paths.analytics.path, AnalyticsRoute),
          {
            // The admin guard and console shell; each view is its own lazy chunk (docs/architecture/overview.md, Frontend).
            path: paths.admin.path,
            element: <AdminRoute />,
            children: [
              { index: true, element: <AdminDashboardPage /> },
              route(paths.adminEvents.path, AdminEventLogPage),
              route(paths.adminTimelines.path, AdminTimelinesPage),
              route(paths.adminTimeline.path, AdminTimelinesPage),
              route(paths.adminLedger.path, AdminLedgerPage),
              route(paths.adminAsOf.path, AdminAsOfPage),
              route(paths.adminReconciliation.path, AdminReconciliationPage),
              route(paths.adminDisputes.path, DisputeQueuePage),
              route(paths.adminEscalations.path, EscalationsPage),
              route(paths.adminProjections.path, AdminReadModelsPage),
              route(paths.adminMerchantStatement.path, AdminMerchantStatementPage),
              route(paths.adminMessages.path, AdminMessagesPage),
              route(paths.adminMerchantReceipt.path, AdminMerchantReceiptPage),
              route(paths.adminSearch.path, AdminSearchPage),
            ],
          },
        ],
      },
      route(paths.calendarBooking.path, CalendarBookingRoute),
      route(paths.bookingSuccess.path, BookingSuccessRoute),
      route(paths.track.path, TrackRoute),
      route(paths.contact.path, ContactPage),
      route(paths.privacyPolicy.path, PrivacyPolicyPage),
      route(paths.termsOfService.path, TermsOfServicePage),
      route(paths.blog.path, BlogListRoute),
      route(paths.blogArticle.path, BlogArticleRoute),
      route(paths.signup.path, SignupRoute),
      route(paths.signupAffiliate.path, SignupAffiliateRoute),
      route(paths.sandboxConsent.path, SandboxConsentRoute),
      route(paths.sandboxCalendlySchedule.path, SandboxCalendlyRoute),
      route(paths.book.path, BookRedirectRoute),
      route('*', NotFoundRoute),
    ],
  },
];
