/**
 * The parts of a Calendly webhook we read (Calendly API v2, `invitee.created` / `invitee.canceled`).
 * Everything else in the body is ignored. Parsed defensively: the signature proves who sent it,
 * not that every field is there.
 */
export interface CalendlyTracking {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  salesforce_uuid: string | null;
}

export interface CalendlyInvitee {
  event: 'invitee.created' | 'invitee.canceled';
  createdBy: string | null;
  inviteeUri: string;
  name: string;
  email: string;
  rescheduled: boolean;
  oldInvitee: string | null;
  tracking: CalendlyTracking;
  startTime: string | null;
  joinUrl: string | null;
  hostUsers: string[];
  cancelReason: string | null;
}

const str = (v: unknown, max = 1000): string | null => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null);

export function parseCalendlyWebhook(body: unknown): CalendlyInvitee | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (b.event !== 'invitee.created' && b.event !== 'invitee.canceled') return null;
  const p = (b.payload ?? {}) as Record<string, unknown>;
  const inviteeUri = str(p.uri);
  if (!inviteeUri) return null;
  const t = (p.tracking ?? {}) as Record<string, unknown>;
  const se = (p.scheduled_event ?? {}) as Record<string, unknown>;
  const location = (se.location ?? {}) as Record<string, unknown>;
  const memberships = Array.isArray(se.event_memberships) ? se.event_memberships : [];
  const cancellation = (p.cancellation ?? {}) as Record<string, unknown>;
  return {
    event: b.event,
    createdBy: str(b.created_by),
    inviteeUri,
    name: (str(p.name, 200) ?? [str(p.first_name, 100), str(p.last_name, 100)].filter(Boolean).join(' ')).trim(),
    email: str(p.email, 254) ?? '',
    rescheduled: p.rescheduled === true,
    oldInvitee: str(p.old_invitee),
    tracking: {
      utm_source: str(t.utm_source, 200),
      utm_medium: str(t.utm_medium, 200),
      utm_campaign: str(t.utm_campaign, 200),
      utm_content: str(t.utm_content, 200),
      utm_term: str(t.utm_term, 200),
      salesforce_uuid: str(t.salesforce_uuid, 200),
    },
    startTime: str(se.start_time, 40),
    joinUrl: str(location.join_url),
    hostUsers: memberships.map((m) => str((m as Record<string, unknown>)?.user)).filter((u): u is string => u !== null),
    cancelReason: str(cancellation.reason, 1000),
  };
}
