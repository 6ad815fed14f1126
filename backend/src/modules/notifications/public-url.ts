import { processEnvironment } from '../../infrastructure/config/process-environment';

export const NOTIFICATIONS_PUBLIC_URL = Symbol('NotificationsPublicUrl');

/**
 * The origin an email's links point at: APP_URL, else this instance's own address (emails are
 * sent from a worker, with no request to take the origin from, unlike integrations/public-origin.ts).
 */
export function notificationsPublicUrl(): string {
  const environment = processEnvironment();
  return environment.appUrl ?? `http://localhost:${environment.port}`;
}
