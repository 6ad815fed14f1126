import type { User } from '@leadledger/contracts/user';
import { paths } from '../config/paths';

export interface NavItem {
  label: string;
  href: string;
}

/** docs/product/screens-and-routes.md, Top bar: the links each role gets; admins and other roles get none. */
export function roleLinks(role: string): NavItem[] {
  switch (role) {
    case 'merchant':
      return [
        { label: 'Dashboard', href: paths.home.href() },
        { label: 'Analytics', href: paths.analytics.href() },
        { label: 'Integrations', href: paths.integrations.href() },
        { label: 'Billing', href: paths.billing.href() },
      ];
    case 'affiliate':
      return [
        { label: 'Dashboard', href: paths.affiliateDashboard.href() },
        { label: 'Payouts', href: paths.affiliatePayouts.href() },
        { label: 'Billing', href: paths.affiliateBilling.href() },
      ];
    default:
      return [];
  }
}

/** The user menu label: first name, else the email before the @, else "User". */
export function userMenuLabel(user: Pick<User, 'firstName' | 'email'> | null | undefined): string {
  const firstName = user?.firstName?.trim();
  if (firstName) return firstName;
  const localPart = user?.email?.split('@')[0]?.trim();
  return localPart || 'User';
}
