import { type EnvironmentReader, isHttpOrigin, parsedUrl } from './environment-reader';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** Where the Stripe SDK sends its requests when not to api.stripe.com. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeSettings {
  secretKey: string;
  /** APP_URL, without trailing slashes: Connect onboarding returns affiliates to it. */
  appUrl: string;
  endpoint: StripeEndpoint | null;
}

/**
 * APP_URL: the public origin OAuth redirect URIs, webhook URLs and Stripe onboarding links are
 * built on (docs/architecture/security.md). The frontend and `/api` are served at the root, so
 * a path would produce addresses that lead nowhere.
 */
export function readAppUrl(reader: EnvironmentReader): string | null {
  const value = reader.text('APP_URL');
  if (value === null) return null;
  if (isHttpOrigin(parsedUrl(value))) return value.replace(/\/+$/, '');
  reader.fail(`APP_URL must be the app's public http(s) origin such as https://leadledger.example, with no path, query or credentials (got "${value}")`);
  return null;
}

/**
 * Each provider is real when its OAuth client is configured and the sandbox otherwise (README.md,
 * Configuration); half a configuration is refused at start rather than found out at a merchant's first connect.
 */
export function readOAuthClient(reader: EnvironmentReader, prefix: 'GOOGLE' | 'CALENDLY'): OAuthClient | null {
  const clientId = reader.text(`${prefix}_CLIENT_ID`);
  const clientSecret = reader.text(`${prefix}_CLIENT_SECRET`);
  if (!clientId && !clientSecret) return null;
  if (clientId && clientSecret) return { clientId, clientSecret };
  reader.fail(`Set both ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET, or neither for the sandbox`);
  return null;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set, null for the sandbox (README.md, Configuration). A configuration that
 * cannot work is refused at start rather than at the first approval: a publishable key cannot move
 * money, and Connect onboarding needs APP_URL to send affiliates back to.
 */
export function readStripe(reader: EnvironmentReader): StripeSettings | null {
  const secretKey = reader.text('STRIPE_SECRET_KEY');
  if (!secretKey) return null;
  const keyProblem = !/^(sk|rk)_(test|live)_\w+$/.test(secretKey);
  if (keyProblem) reader.fail('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...), or unset for the sandbox');
  const appUrl = readAppUrl(reader);
  if (reader.text('APP_URL') === null) {
    reader.fail('Set APP_URL (e.g. https://leadledger.example) with STRIPE_SECRET_KEY: Stripe Connect onboarding returns affiliates to it');
  }
  const endpoint = readStripeEndpoint(reader, secretKey);
  return keyProblem || !appUrl || endpoint === undefined ? null : { secretKey, appUrl, endpoint };
}

/**
 * STRIPE_API_URL points a test key at a server speaking Stripe's wire format (the crash suite's
 * fake Stripe). Only with a test key: a live key sent to any other host would hand real
 * credentials, and card numbers, to that host. undefined: refused.
 */
function readStripeEndpoint(reader: EnvironmentReader, secretKey: string): StripeEndpoint | null | undefined {
  const value = reader.text('STRIPE_API_URL');
  if (!value) return null;
  if (!/^(sk|rk)_test_/.test(secretKey)) {
    reader.fail('STRIPE_API_URL may only be set with a test key (sk_test_...): a live key is only ever sent to api.stripe.com');
    return undefined;
  }
  const url = parsedUrl(value);
  const plain = url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname && (url.pathname === '/' || url.pathname === '') && !url.search && !url.username;
  if (!url || !plain) {
    reader.fail(`STRIPE_API_URL must be an http(s) origin such as http://127.0.0.1:12111, with no path (got "${value}")`);
    return undefined;
  }
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  const port = url.port ? Number(url.port) : protocol === 'https' ? 443 : 80;
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, protocol };
}
