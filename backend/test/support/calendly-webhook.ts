import { randomUUID } from 'node:crypto';
import { signCalendlyWebhook } from '../../src/infrastructure/calendars/calendly-webhook-signature';
import { loadOrCreateAppSecret, TokenCipher } from '../../src/infrastructure/crypto/token-cipher';
import { withDatabase } from './database';
import type { TestApp } from './test-app';

/** A merchant's Calendly account as its webhooks are signed: the user URI and the signing key. */
export async function calendlyAccountOf(t: TestApp, integrationId: string): Promise<{ userUri: string; key: string }> {
  const cipher = new TokenCipher(loadOrCreateAppSecret(t.config.dataDir));
  return withDatabase(t, async (db) => {
    const row = (await db.query('SELECT external_user_uri, webhook_signing_key_enc FROM calendar_integrations WHERE id = $1', [integrationId])).rows[0];
    return { userUri: row.external_user_uri as string, key: cipher.decrypt(row.webhook_signing_key_enc, integrationId) };
  });
}

export const newInviteeUri = () => `https://api.calendly.com/scheduled_events/${randomUUID()}/invitees/${randomUUID()}`;

/** An `invitee.created` body as Calendly sends it (the fields the handler reads), booked at `startTime`. */
export function inviteeCreated(userUri: string, startTime: string, p: { uri: string; name: string; email: string; tracking: Record<string, string | null> }) {
  return {
    created_at: new Date().toISOString(),
    created_by: userUri,
    event: 'invitee.created',
    payload: {
      uri: p.uri,
      email: p.email,
      name: p.name,
      rescheduled: false,
      old_invitee: null,
      new_invitee: null,
      status: 'active',
      tracking: { utm_source: null, utm_medium: null, utm_campaign: null, utm_content: null, utm_term: null, salesforce_uuid: null, ...p.tracking },
      scheduled_event: { start_time: startTime, end_time: new Date(new Date(startTime).getTime() + 30 * 60_000).toISOString(), location: { join_url: null }, event_memberships: [{ user: userUri }] },
    },
  };
}

/** Posts a webhook body to our endpoint, signed now with `key`. */
export function deliverCalendly(t: TestApp, body: unknown, key: string) {
  const raw = JSON.stringify(body);
  return t
    .browser()
    .post('/api/webhooks/calendly')
    .set('Content-Type', 'application/json')
    .set('Calendly-Webhook-Signature', signCalendlyWebhook(key, raw, Math.floor(Date.now() / 1000)))
    .send(raw);
}
