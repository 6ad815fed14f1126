import type { redactOptions } from 'pino';

const REDACTED = '[Redacted]';

/**
 * Header names whose values are credentials or signatures: cookies and sessions, Authorization
 * (the /metrics bearer token), Stripe's and Calendly's webhook signatures and any `x-*-signature`.
 * Matched on a substring, any case, so a new provider's `X-Foo-Signature-256` is covered too.
 */
const SECRET_HEADER = /cookie|authorization|signature|token|secret|api[-_]?key/i;

/**
 * Query parameters that carry a secret: the OAuth callback's `code` and `state`, and any token,
 * key, password or signature a future link might add. Booking links' UTMs, `aff` and `referrer`
 * stay readable (docs/operations/logging.md, Redaction).
 */
const SECRET_PARAMETER = /^(code|state|key|sig)$|token|secret|password|passwd|signature|session|api[-_]?key|auth/i;

/**
 * pino's `redact`: a header object anywhere in a line, up to three levels down (an error's
 * `config.headers`, a response's), has its secret entries replaced. The request lines themselves
 * carry no headers (request-log.ts); this is for whatever else is logged.
 */
export const REDACT_HEADERS: redactOptions = {
  paths: ['headers.*', '*.headers.*', '*.*.headers.*', '*.*.*.headers.*'],
  censor: (value: unknown, path: string[]) => (SECRET_HEADER.test(path[path.length - 1] ?? '') ? REDACTED : value),
};

/**
 * A request target as it may be logged: the path as sent, each secret query value replaced.
 * Parameters are cut on the raw text, so nothing is re-encoded and a malformed one cannot throw.
 */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const parameters = url.slice(mark + 1).split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    return SECRET_PARAMETER.test(decoded(name)) && equals >= 0 ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, mark)}?${parameters.join('&')}`;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
