/**
 * Notifications (issue 16, docs/architecture/notifications.md): what happened to a signed-in user's
 * calls, payouts, disputes and programs, in the app and, when they want it, by email. Every
 * endpoint answers for the signed-in user only.
 */
export type NotificationKind =
  | 'call-booked'
  | 'decision-deadline-near'
  | 'decision-escalated'
  | 'call-approved'
  | 'call-rejected'
  | 'payout-completed'
  | 'payout-failed'
  | 'dispute-raised'
  | 'dispute-resolved'
  | 'commission-changed';

export interface Notification {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A route of the app (docs/product/screens-and-routes.md) showing what it is about. */
  link: string;
  createdAt: string;
  /** Null while unread. */
  readAt: string | null;
}

/** `GET /api/notifications?offset=&limit=` (limit 1 to 100, default 20), newest first. */
export interface NotificationPage {
  items: Notification[];
  hasMore: boolean;
  unreadCount: number;
}

/** `GET /api/notifications/unread-count`: for the top bar's badge, polled. */
export interface UnreadCount {
  unreadCount: number;
}

/** In-app notifications are always on; email is per kind, on unless turned off. */
export interface NotificationPreference {
  kind: NotificationKind;
  /** What the kind is about, in words for the preferences screen. */
  label: string;
  email: boolean;
}

/** `GET /api/notifications/preferences`. */
export interface NotificationPreferences {
  /** False when no mail server is configured (SMTP_URL): emails are kept in the sandbox outbox instead. */
  emailDelivery: boolean;
  kinds: NotificationPreference[];
}

/** `PUT /api/notifications/preferences`: the kinds named change, the rest stay. */
export interface UpdateNotificationPreferencesRequest {
  kinds: { kind: NotificationKind; email: boolean }[];
}

/**
 * An email to the signed-in user as the outbox holds it. `kept`: no mail server is configured, so
 * it was not sent (the sandbox outbox); `skipped`: the user had turned that kind's email off;
 * `failed`: every attempt failed (`lastError`).
 */
export type OutboxEmailStatus = 'pending' | 'sent' | 'kept' | 'skipped' | 'failed';

/** `GET /api/notifications/emails?offset=&limit=`, newest first. */
export interface OutboxEmail {
  id: string;
  kind: NotificationKind;
  to: string | null;
  subject: string;
  body: string;
  status: OutboxEmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxEmailPage {
  emailDelivery: boolean;
  items: OutboxEmail[];
  hasMore: boolean;
}
