import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Calendly's webhook signature (STACK.md "Facts"): header `Calendly-Webhook-Signature:
 * t=<unix seconds>,v1=<hex>`, v1 = HMAC-SHA256(signing key, "<t>.<raw body>"). The raw body is
 * signed, so verify before parsing it. Pure: time comes in as `nowSeconds`.
 */
export const CALENDLY_SIGNATURE_HEADER = 'calendly-webhook-signature';

/** Replays older (or clock-skewed newer) than this are refused. */
export const DEFAULT_TOLERANCE_SECONDS = 180;

export type CalendlySignatureCheck =
  | { valid: true; timestamp: number }
  | { valid: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/** The header value Calendly would send; the sandbox scheduling page signs its webhooks with it. */
export function signCalendlyWebhook(signingKey: string, rawBody: string | Buffer, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmacHex(signingKey, unixSeconds, rawBody)}`;
}

export function verifyCalendlyWebhook(
  signingKey: string,
  header: string | undefined,
  rawBody: string | Buffer,
  nowSeconds: number,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
): CalendlySignatureCheck {
  if (!header) return { valid: false, reason: 'missing' };
  const parsed = parseHeader(header);
  if (!parsed) return { valid: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return { valid: false, reason: 'stale' };
  const expected = Buffer.from(hmacHex(signingKey, parsed.timestamp, rawBody), 'hex');
  // Lengths are equal by construction (64 hex digits each), as timingSafeEqual requires.
  const matches = parsed.signatures.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  return matches ? { valid: true, timestamp: parsed.timestamp } : { valid: false, reason: 'mismatch' };
}

function hmacHex(signingKey: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', signingKey).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** `t` exactly once; every well-formed `v1` kept (more than one may be sent during key rotation). */
function parseHeader(header: string): { timestamp: number; signatures: string[] } | null {
  const timestamps: string[] = [];
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't') timestamps.push(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0]) || signatures.length === 0) return null;
  return { timestamp: Number(timestamps[0]), signatures };
}
