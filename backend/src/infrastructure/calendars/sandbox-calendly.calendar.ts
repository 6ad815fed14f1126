import { createHash } from 'node:crypto';
import { type Clock, systemClock } from '../clock/clock';
import { CalendarRequestRejected } from './calendar.errors';
import type {
  InviteeNoShow,
  MeetingType,
  NewWebhookSubscription,
  OAuthTokens,
  SchedulingAccount,
  SchedulingTool,
  WebhookSubscription,
} from './calendar.port';
import { SANDBOX_HOST, type SandboxOptions, sandboxAccount, sandboxConsentUrl, sandboxRefresh, sandboxTokensForCode } from './sandbox-oauth';

export interface SandboxMeetingType {
  slug: string;
  name: string;
  durationMinutes: number;
}

/** Exactly two, so the "auto-select when exactly one" rule (docs/product/screen-states.md, Program form choices) is exercised by choosing. */
export const SANDBOX_MEETING_TYPES: readonly SandboxMeetingType[] = [
  { slug: '15-minute-discovery-call', name: '15 Minute Discovery Call', durationMinutes: 15 },
  { slug: '30-minute-strategy-call', name: '30 Minute Strategy Call', durationMinutes: 30 },
];

/** How the sandbox scheduling page names its invitees (`sandbox-invitee.payload.ts`): an invitee under its event. */
const SANDBOX_INVITEE_PATH = /^\/calendly\/scheduled_events\/[0-9a-f-]{36}\/invitees\/[0-9a-f-]{36}$/;

/** The event type URI a program stores for a sandbox meeting type. */
export function sandboxEventTypeUri(slug: string): string {
  return `${SANDBOX_HOST}/calendly/event_types/${slug}`;
}

/**
 * Calendly without Calendly (docs/architecture/overview.md, Integrations). Meeting types are booked on our own page
 * `/sandbox/calendly/schedule/<slug>`, which posts a webhook signed with the key given to
 * `createWebhookSubscription` (`calendly-webhook-signature.ts`) to the same endpoint the real
 * Calendly calls. The key is not kept here: the integration stores it, encrypted, like a real one.
 */
export class SandboxCalendly implements SchedulingTool {
  readonly mode = 'sandbox';

  constructor(
    private readonly options: SandboxOptions = {},
    private readonly clock: Clock = systemClock,
  ) {}

  authorizationUrl(state: string, redirectUri: string): string {
    return sandboxConsentUrl('calendly', this.options, state, redirectUri);
  }

  async exchangeCode(code: string): Promise<OAuthTokens> {
    return sandboxTokensForCode('calendly', code, this.clock.now());
  }

  async refresh(refreshToken: string): Promise<OAuthTokens> {
    return sandboxRefresh('calendly', refreshToken, this.clock.now());
  }

  async currentUser(tokens: OAuthTokens): Promise<SchedulingAccount> {
    const account = sandboxAccount('calendly', tokens, this.clock.now());
    return {
      uri: userUri(account),
      name: 'Sandbox Calendly',
      organization: `${SANDBOX_HOST}/calendly/organizations/${account}`,
      schedulingUrl: `${this.options.baseUrl ?? ''}/sandbox/calendly/schedule`,
    };
  }

  async eventTypes(tokens: OAuthTokens, user: string): Promise<MeetingType[]> {
    const account = sandboxAccount('calendly', tokens, this.clock.now());
    // Calendly refuses to list another organization's user; so does the sandbox.
    if (user !== userUri(account)) throw new CalendarRequestRejected('calendly', 403, 'Permission Denied: not this account');
    return SANDBOX_MEETING_TYPES.map((type) => ({
      uri: sandboxEventTypeUri(type.slug),
      name: type.name,
      schedulingUrl: `${this.options.baseUrl ?? ''}/sandbox/calendly/schedule/${type.slug}`,
    }));
  }

  /** One subscription per account and url: creating it again replaces it, as the real adapter does. */
  async createWebhookSubscription(tokens: OAuthTokens, subscription: NewWebhookSubscription): Promise<WebhookSubscription> {
    const account = sandboxAccount('calendly', tokens, this.clock.now());
    if (!/^https?:\/\//.test(subscription.url)) throw new CalendarRequestRejected('calendly', 400, 'Invalid Argument: url');
    if (subscription.events.length === 0 || !subscription.signingKey) {
      throw new CalendarRequestRejected('calendly', 400, 'Invalid Argument: events and signing_key are required');
    }
    const id = createHash('sha256').update(`${account} ${subscription.url}`).digest('hex').slice(0, 16);
    return { uri: `${SANDBOX_HOST}/calendly/webhook_subscriptions/${id}` };
  }

  async deleteWebhookSubscription(tokens: OAuthTokens): Promise<void> {
    sandboxAccount('calendly', tokens, this.clock.now());
  }

  /** The record is derived from the invitee, so marking it again answers the same one, as the real adapter does. */
  async markInviteeNoShow(tokens: OAuthTokens, inviteeUri: string): Promise<InviteeNoShow> {
    sandboxAccount('calendly', tokens, this.clock.now());
    if (!isSandboxInvitee(inviteeUri)) throw new CalendarRequestRejected('calendly', 404, 'Resource Not Found: not a sandbox invitee');
    const id = createHash('sha256').update(inviteeUri).digest('hex').slice(0, 32);
    return { uri: `${SANDBOX_HOST}/calendly/invitee_no_shows/${id}` };
  }
}

function isSandboxInvitee(uri: string): boolean {
  return uri.startsWith(SANDBOX_HOST) && SANDBOX_INVITEE_PATH.test(uri.slice(SANDBOX_HOST.length));
}

function userUri(account: string): string {
  return `${SANDBOX_HOST}/calendly/users/${account}`;
}
