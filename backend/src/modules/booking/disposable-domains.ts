import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/**
 * The maintained list of disposable email domains, shipped as data in the package (no download at
 * run time); a new list arrives with a dependency update. Built into a Set once: the package's own
 * check rebuilds it on every call.
 */
const DISPOSABLE = disposableEmailBlocklistSet();

/** The email's domain, or the listed parent domain it belongs to, when disposable; else null. */
export function disposableDomainOf(email: string): string | null {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  const labels = domain.split('.');
  // "inbox.mailinator.com" is as disposable as "mailinator.com".
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join('.');
    if (DISPOSABLE.has(candidate)) return candidate;
  }
  return null;
}
