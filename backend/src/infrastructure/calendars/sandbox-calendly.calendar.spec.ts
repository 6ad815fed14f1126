import { describeSchedulingToolContract } from './calendar.contract';
import { CalendarRequestRejected } from './calendar.errors';
import { SandboxCalendly, sandboxEventTypeUri } from './sandbox-calendly.calendar';

describeSchedulingToolContract('sandbox calendly', async () => ({
  adapter: new SandboxCalendly(),
  grantedCode: 'sandbox-merchant-1',
  redirectUri: 'http://localhost:3000/api/integrations/calendly/callback',
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
});
