import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { signCalendlyWebhook, verifyCalendlyWebhook } from './calendly-webhook-signature';

const KEY = 'webhook-signing-key-0123456789';
const BODY = '{"event":"invitee.created","payload":{"tracking":{"utm_content":"click-1"}}}';
const T = 1_900_000_000;

describe('Calendly webhook signature', () => {
  it('is HMAC-SHA256 of "<t>.<raw body>" in the header form t=<unix>,v1=<hex>', () => {
    const expected = createHmac('sha256', KEY).update(`${T}.${BODY}`).digest('hex');
    expect(signCalendlyWebhook(KEY, BODY, T)).toBe(`t=${T},v1=${expected}`);
  });

  it('accepts what it signs, within the tolerance either side', () => {
    const header = signCalendlyWebhook(KEY, BODY, T);
    expect(verifyCalendlyWebhook(KEY, header, BODY, T)).toEqual({ valid: true, timestamp: T });
    expect(verifyCalendlyWebhook(KEY, header, Buffer.from(BODY), T + 180)).toEqual({ valid: true, timestamp: T });
    expect(verifyCalendlyWebhook(KEY, header, BODY, T - 180).valid).toBe(true);
  });

  it('accepts any body under any key (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (key, body) => verifyCalendlyWebhook(key, signCalendlyWebhook(key, body, T), body, T).valid),
    );
  });

  it('refuses a stale or far-future timestamp (replays)', () => {
    const header = signCalendlyWebhook(KEY, BODY, T);
    expect(verifyCalendlyWebhook(KEY, header, BODY, T + 181)).toEqual({ valid: false, reason: 'stale' });
    expect(verifyCalendlyWebhook(KEY, header, BODY, T - 181)).toEqual({ valid: false, reason: 'stale' });
    expect(verifyCalendlyWebhook(KEY, header, BODY, T + 600, 900).valid).toBe(true);
  });

  it('refuses a changed body, another key, or a timestamp moved without re-signing', () => {
    const header = signCalendlyWebhook(KEY, BODY, T);
    expect(verifyCalendlyWebhook(KEY, header, BODY.replace('click-1', 'click-2'), T)).toEqual({ valid: false, reason: 'mismatch' });
    expect(verifyCalendlyWebhook('another-key', header, BODY, T)).toEqual({ valid: false, reason: 'mismatch' });
    expect(verifyCalendlyWebhook(KEY, header.replace(`t=${T}`, `t=${T + 1}`), BODY, T)).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('refuses a missing or malformed header', () => {
    const v1 = signCalendlyWebhook(KEY, BODY, T).split(',')[1];
    expect(verifyCalendlyWebhook(KEY, undefined, BODY, T)).toEqual({ valid: false, reason: 'missing' });
    for (const header of ['', 'garbage', v1, `t=${T}`, `t=${T},v1=abc`, `t=soon,${v1}`, `t=${T},t=${T},${v1}`]) {
      expect(verifyCalendlyWebhook(KEY, header, BODY, T).valid).toBe(false);
    }
  });

  it('accepts when any one of several v1 signatures matches, with spaces after commas', () => {
    const good = signCalendlyWebhook(KEY, BODY, T).split(',')[1];
    expect(verifyCalendlyWebhook(KEY, `t=${T}, v1=${'0'.repeat(64)}, ${good}`, BODY, T).valid).toBe(true);
  });
});
