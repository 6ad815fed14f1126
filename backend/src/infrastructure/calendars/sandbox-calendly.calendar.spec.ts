import { randomUUID } from 'node:crypto';
import { describeSchedulingToolContract } from './calendar.contract';
import { CalendarAuthExpired, CalendarRequestRejected } from './calendar.errors';
import { SandboxCalendly, sandboxEventTypeUri } from './sandbox-calendly.calendar';
import { SANDBOX_HOST } from './sandbox-oauth';

/** Named as the sandbox scheduling page names the invitees of its webhooks. */
const sandboxInvitee = () => `${SANDBOX_HOST}/calendly/scheduled_events/${randomUUID()}/invitees/${randomUUID()}`;

describeSchedulingToolContract('sandbox calendly', async () => ({
  adapter: new SandboxCalendly(),
  grantedCode: 'sandbox-merchant-1',
  redirectUri: 'http://localhost:3000/api/integrations/calendly/callback',
  inviteeUri: sandboxInvitee(),
  close: async () => undefined,
}));

describe('sandbox calendly adapter', () => {
  const calendly = new SandboxCalendly({ baseUrl: 'https://app.example' });

  it('points the merchant to our own consent page', () => {
    const url = new URL(calendly.authorizationUrl('st', 'https://app.example/cb'));
    expect(url.origin + url.pathname).toBe('https://app.example/sandbox/calendly/consent');
    expect(Object.fromEntries(url.searchParams)).toEqual({ state: 'st', redirect_uri: 'https://app.example/cb' });
  });

  it('has exactly two meeting types, booked on our own sandbox scheduling pages', async () => {
    const tokens = await calendly.exchangeCode('sandbox-merchant-1');
    const user = await calendly.currentUser(tokens);
    expect(await calendly.eventTypes(tokens, user.uri)).toEqual([
      {
        uri: sandboxEventTypeUri('15-minute-discovery-call'),
        name: '15 Minute Discovery Call',
        schedulingUrl: 'https://app.example/sandbox/calendly/schedule/15-minute-discovery-call',
      },
      {
        uri: sandboxEventTypeUri('30-minute-strategy-call'),
        name: '30 Minute Strategy Call',
        schedulingUrl: 'https://app.example/sandbox/calendly/schedule/30-minute-strategy-call',
      },
    ]);
  });

  it("gives each connection its own account, and refuses to list another account's types", async () => {
    const first = await calendly.exchangeCode('sandbox-merchant-1');
    const second = await calendly.exchangeCode('sandbox-merchant-2');
    const firstUser = await calendly.currentUser(first);
    expect((await calendly.currentUser(second)).uri).not.toBe(firstUser.uri);
    await expect(calendly.eventTypes(second, firstUser.uri)).rejects.toBeInstanceOf(CalendarRequestRejected);
  });

  it('marks an invitee of the sandbox scheduling page a no-show with a record of its own, the same each time', async () => {
    const tokens = await calendly.exchangeCode('sandbox-merchant-1');
    const invitee = sandboxInvitee();
    const marked = await calendly.markInviteeNoShow(tokens, invitee);
    expect(marked.uri).toMatch(/^https:\/\/sandbox\.leadledger\.test\/calendly\/invitee_no_shows\/[0-9a-f]{32}$/);
    expect(await new SandboxCalendly().markInviteeNoShow(tokens, invitee)).toEqual(marked);
    expect((await calendly.markInviteeNoShow(tokens, sandboxInvitee())).uri).not.toBe(marked.uri);
  });

  it('refuses to mark an invitee the sandbox never booked, and expired tokens before anything else', async () => {
    const tokens = await calendly.exchangeCode('sandbox-merchant-1');
    const live = `https://api.calendly.com/scheduled_events/${randomUUID()}/invitees/${randomUUID()}`;
    for (const uri of [live, `${SANDBOX_HOST}/calendly/scheduled_events/${randomUUID()}`, `${sandboxInvitee()}/extra`, 'not a uri']) {
      await expect(calendly.markInviteeNoShow(tokens, uri)).rejects.toMatchObject({ constructor: CalendarRequestRejected, status: 404 });
    }
    const expired = { ...tokens, expiresAt: new Date(Date.now() - 1000) };
    await expect(calendly.markInviteeNoShow(expired, live)).rejects.toBeInstanceOf(CalendarAuthExpired);
  });
});
