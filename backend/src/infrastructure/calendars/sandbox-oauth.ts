import { createHash } from 'node:crypto';
import { CalendarAuthExpired, type CalendarProvider } from './calendar.errors';
import type { OAuthTokens } from './calendar.port';

/**
 * The OAuth half of the sandbox adapters (docs/architecture/overview.md, Integrations): the authorization URL is our own consent
 * page, which sends the merchant back to `redirect_uri` with a code `sandbox-<anything>`. Tokens
 * name a sandbox account derived from that code, expire like real ones, and anything else is
 * refused the way the providers refuse it, so callers' refresh and reconnect paths run offline.
 */
export interface SandboxOptions {
  /** Our public origin for absolute links; relative paths (same origin) by default. */
  baseUrl?: string;
}

/** Reserved `.test` domain: sandbox resource URIs can never reach a real host. */
export const SANDBOX_HOST = 'https://sandbox.leadledger.test';

const TOKEN_LIFETIME_MS = 3600_000;
const ACCESS = /^sandbox-access-([0-9a-f]{16})$/;
const REFRESH = /^sandbox-refresh-([0-9a-f]{16})$/;

export function sandboxConsentUrl(provider: CalendarProvider, options: SandboxOptions, state: string, redirectUri: string): string {
  const query = new URLSearchParams({ state, redirect_uri: redirectUri });
  return `${options.baseUrl ?? ''}/sandbox/${provider}/consent?${query.toString()}`;
}

export function sandboxTokensForCode(provider: CalendarProvider, code: string, now: Date): OAuthTokens {
  if (!code.startsWith('sandbox-') || code.length === 'sandbox-'.length) {
    throw new CalendarAuthExpired(provider, 400, 'invalid_grant: not a sandbox authorization code');
  }
  return tokensFor(createHash('sha256').update(code).digest('hex').slice(0, 16), now);
}

export function sandboxRefresh(provider: CalendarProvider, refreshToken: string, now: Date): OAuthTokens {
  const account = REFRESH.exec(refreshToken)?.[1];
  if (!account) throw new CalendarAuthExpired(provider, 400, 'invalid_grant: unknown refresh token');
  return tokensFor(account, now);
}

/** The sandbox account the tokens belong to; a foreign or expired token is a 401, as for real. */
export function sandboxAccount(provider: CalendarProvider, tokens: OAuthTokens, now: Date): string {
  const account = ACCESS.exec(tokens.accessToken)?.[1];
  if (!account) throw new CalendarAuthExpired(provider, 401, 'invalid access token');
  if (tokens.expiresAt.getTime() <= now.getTime()) throw new CalendarAuthExpired(provider, 401, 'access token expired');
  return account;
}

function tokensFor(account: string, now: Date): OAuthTokens {
  return {
    accessToken: `sandbox-access-${account}`,
    refreshToken: `sandbox-refresh-${account}`,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  };
}
