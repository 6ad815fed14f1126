import { randomUUID } from 'node:crypto';
import { SANDBOX_MEETING_BASE } from '../../../infrastructure/calendars/sandbox-google.calendar';
import { sandboxEventTypeUri, type SandboxMeetingType } from '../../../infrastructure/calendars/sandbox-calendly.calendar';
import { SANDBOX_HOST } from '../../../infrastructure/calendars/sandbox-oauth';
import type { SandboxCalendlyBookDto } from './sandbox-calendly-book.dto';

/** An `invitee.created` webhook body in Calendly's documented shape (API v2), for the sandbox page. */
export function sandboxInviteeCreated(input: SandboxCalendlyBookDto, type: SandboxMeetingType, userUri: string, now: Date) {
  const eventUri = `${SANDBOX_HOST}/calendly/scheduled_events/${randomUUID()}`;
  const inviteeUri = `${eventUri}/invitees/${randomUUID()}`;
  const start = new Date(input.startTime);
  const end = new Date(start.getTime() + type.durationMinutes * 60_000);
  const [firstName, ...rest] = input.name.split(/\s+/);
  const at = now.toISOString();
  return {
    inviteeUri,
    body: {
      created_at: at,
      created_by: userUri,
      event: 'invitee.created',
      payload: {
        cancel_url: `${SANDBOX_HOST}/calendly/cancellations/${inviteeUri.split('/').pop()}`,
        created_at: at,
        email: input.email,
        event: eventUri,
        first_name: firstName,
        last_name: rest.join(' ') || null,
        name: input.name,
        new_invitee: null,
        old_invitee: null,
        questions_and_answers: [],
        reschedule_url: `${SANDBOX_HOST}/calendly/reschedulings/${inviteeUri.split('/').pop()}`,
        rescheduled: false,
        status: 'active',
        text_reminder_number: null,
        timezone: 'UTC',
        tracking: {
          utm_campaign: input.utm_campaign ?? null,
          utm_source: input.utm_source ?? null,
          utm_medium: input.utm_medium ?? null,
          utm_content: input.utm_content ?? null,
          utm_term: input.utm_term ?? null,
          salesforce_uuid: null,
        },
        updated_at: at,
        uri: inviteeUri,
        canceled: false,
        scheduled_event: {
          uri: eventUri,
          name: type.name,
          status: 'active',
          start_time: start.toISOString(),
          end_time: end.toISOString(),
          event_type: sandboxEventTypeUri(type.slug),
          location: { type: 'google_conference', status: 'pushed', join_url: `${SANDBOX_MEETING_BASE}/${eventUri.split('/').pop()!.replace(/-/g, '')}` },
          invitees_counter: { total: 1, active: 1, limit: 1 },
          created_at: at,
          updated_at: at,
          event_memberships: [{ user: userUri }],
          event_guests: [],
        },
      },
    },
  };
}
