import { lazy } from 'react';

/**
 * Code-split screens (CONVENTIONS.md 13): a visitor opening the landing page, the blog or a
 * booking link downloads only the shell plus that page, and never the admin console.
 */
export const LandingPage = lazy(() => import('../features/landing/landing-page'));
export const PrivacyPolicyPage = lazy(() => import('../features/legal/privacy-policy-page'));
export const TermsOfServicePage = lazy(() => import('../features/legal/terms-of-service-page'));
export const BlogListRoute = lazy(() => import('./routes/blog-list-route'));
export const BlogArticleRoute = lazy(() => import('./routes/blog-article-route'));
export const CalendarBookingRoute = lazy(() => import('./routes/calendar-booking-route'));
export const BookingSuccessRoute = lazy(() => import('./routes/booking-success-route'));
export const TrackRoute = lazy(() => import('./routes/track-route'));
export const AdminRoute = lazy(() => import('./routes/admin-route'));
export const AuthRoute = lazy(() => import('./routes/auth-route'));
export const ProfileRoute = lazy(() => import('./routes/profile-route'));
export const NotificationsRoute = lazy(() => import('./routes/notifications-route'));
export const MerchantDashboardRoute = lazy(() => import('./routes/merchant-dashboard-route'));
export const AffiliateDashboardRoute = lazy(() => import('./routes/affiliate-dashboard-route'));
export const AffiliatePayoutsRoute = lazy(() => import('./routes/affiliate-payouts-route'));
export const AffiliateBillingRoute = lazy(() => import('./routes/affiliate-billing-route'));
export const IntegrationsRoute = lazy(() => import('./routes/integrations-route'));
export const BillingRoute = lazy(() => import('./routes/billing-route'));
export const ContactPage = lazy(() => import('../features/contact/contact-page'));
export const AnalyticsRoute = lazy(() => import('./routes/analytics-route'));
export const StatementRoute = lazy(() => import('./routes/statement-route'));
export const ReceiptRoute = lazy(() => import('./routes/receipt-route'));
export const BillingSuccessRoute = lazy(() => import('./routes/billing-success-route'));
export const SignupRoute = lazy(() => import('./routes/signup-route'));
export const SignupAffiliateRoute = lazy(() => import('./routes/signup-affiliate-route'));
export const SandboxConsentRoute = lazy(() => import('./routes/sandbox-consent-route'));
export const SandboxCalendlyRoute = lazy(() => import('./routes/sandbox-calendly-route'));
