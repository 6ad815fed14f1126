import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../test/fetch-mock';
import { makeIntegration } from '../../test/fixtures';
import { makeUser, renderApp } from '../../test/render-app';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });
const merchant = makeUser({ role: 'merchant' });
const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;

function openIntegrations(routes = {}, path = '/integrations') {
  return renderApp(path, { user: merchant, routes: { 'GET /api/integrations/calendar': reply(200, []), ...routes } });
}

function stubNewTab() {
  const tab = { opener: window, location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

afterEach(() => jest.restoreAllMocks());

describe('Integrations', () => {
  it('tells a non-merchant that integrations are for merchants only', async () => {
    const { callsTo } = renderApp('/integrations', { user: makeUser({ role: 'affiliate' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied: Integrations are only available for merchant accounts.');
    expect(callsTo('GET', '/api/integrations/calendar')).toHaveLength(0);
  });

  it('opens the authorization page in a new tab and refreshes when the window regains focus', async () => {
    const user = userEvent.setup();
    const { tab, open } = stubNewTab();
    const { callsTo } = openIntegrations({
      'POST /api/integrations/google/connect': reply(200, { authUrl: '/sandbox/google/consent?state=s1' }),
    });
    const google = await card('Google Calendar');
    expect(within(google).getByText('Not connected.')).toBeInTheDocument();
    await user.click(within(google).getByRole('button', { name: 'Connect Google Calendar' }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('http://localhost/sandbox/google/consent?state=s1'));
    expect(tab.opener).toBeNull();
    expect(within(google).getByRole('status')).toHaveTextContent('Finish connecting in the new tab, then refresh this page.');

    const before = callsTo('GET', '/api/integrations/calendar').length;
    fireEvent.focus(window);
    await waitFor(() => expect(callsTo('GET', '/api/integrations/calendar').length).toBe(before + 1));
  });

  it('closes the tab and says so when the connect call fails or answers without authUrl', async () => {
    const user = userEvent.setup();
    const { tab } = stubNewTab();
    openIntegrations({
      'POST /api/integrations/calendly/connect': reply(500, ''),
      'POST /api/integrations/google/connect': reply(200, {}),
    });
    await user.click(await screen.findByRole('button', { name: 'Connect Calendly' }));
    expect(await within(await toastRegion()).findByText('Connection Failed')).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('Failed to connect to Calendly')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Connect Google Calendar' }));
    expect(await within(await toastRegion()).findByText('Connection Error')).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('Invalid authentication response')).toBeInTheDocument();
  });

  it('shows a connected sandbox calendar with its badges, busy times and a sync', async () => {
    const user = userEvent.setup();
    openIntegrations({
      'GET /api/integrations/calendar': reply(200, [makeIntegration({ isSandbox: true, calendarName: 'Sandbox Calendar', lastSyncAt: null })]),
      'GET /api/integrations/calendar/events/int-google': reply(200, [
        { start: '2025-08-11T14:00:00.000Z', end: '2025-08-11T15:00:00.000Z' },
      ]),
      'POST /api/integrations/int-google/sync': reply(200, { eventsCount: 12, weeksCovered: 5 }),
    });
    const google = await card('Google Calendar');
    for (const badge of ['Connected', 'Active', 'Sandbox']) expect(within(google).getByText(badge)).toBeInTheDocument();
    expect(within(google).getByText('Sandbox Calendar')).toBeInTheDocument();
    expect(within(google).getByText('Not synced yet')).toBeInTheDocument();
    expect(await within(google).findByText('Busy times (1)')).toBeInTheDocument();

    await user.click(within(google).getByRole('button', { name: 'Sync Google Calendar' }));
    expect(await within(await toastRegion()).findByText('Sync Complete')).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('Found 12 busy blocks across 5 weeks.')).toBeInTheDocument();
  });

  it('marks an inactive integration and lists Calendly meeting types', async () => {
    openIntegrations({
      'GET /api/integrations/calendar': reply(200, [
        makeIntegration({ isActive: false }),
        makeIntegration({ id: 'int-cal', provider: 'calendly', calendarName: 'Dana Reyes' }),
      ]),
      'GET /api/integrations/calendly/event-types': reply(200, {
        collection: [{ uri: 'https://api.calendly.com/event_types/a', name: 'Discovery Call', schedulingUrl: 'https://calendly.com/d/a' }],
      }),
    });
    expect(within(await card('Google Calendar')).getByText('Inactive')).toBeInTheDocument();
    expect(await within(await card('Calendly')).findByText('Discovery Call')).toBeInTheDocument();
  });

  it('disconnects after confirmation', async () => {
    const user = userEvent.setup();
    const { callsTo } = openIntegrations({
      'GET /api/integrations/calendar': reply(200, [makeIntegration({ id: 'int-cal', provider: 'calendly' })]),
      'GET /api/integrations/calendly/event-types': reply(200, { collection: [] }),
      'DELETE /api/integrations/int-cal/disconnect': reply(204),
      'GET /api/integrations/int-cal/affected-programs': reply(200, [
        { id: 'p1', name: 'Discovery calls', status: 'active' },
        { id: 'p2', name: 'Strategy sessions', status: 'paused' },
      ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Disconnect Calendly' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Calendly?' });
    // The programs it would pause, named, before anything happens.
    const affected = await within(dialog).findByRole('list', { name: 'Programs that will pause' });
    expect(within(affected).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Discovery calls', 'Strategy sessions (already paused)']);
    expect(dialog).toHaveTextContent('they resume when you connect Calendly again');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('DELETE', '/api/integrations/int-cal/disconnect')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Disconnect Calendly' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await within(await toastRegion()).findByText('Disconnected')).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/integrations/int-cal/disconnect')).toHaveLength(1);
  });

  it('falls back to SPEC text when a disconnect fails without a message', async () => {
    const user = userEvent.setup();
    openIntegrations({
      'GET /api/integrations/calendar': reply(200, [makeIntegration()]),
      'GET /api/integrations/calendar/events/int-google': reply(200, []),
      'DELETE /api/integrations/int-google/disconnect': reply(500, ''),
    });
    await user.click(await screen.findByRole('button', { name: 'Disconnect Google Calendar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await within(await toastRegion()).findByText('Disconnect Failed')).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('Failed to remove integration')).toBeInTheDocument();
  });

  it('announces the OAuth result from the query string once, then drops it', async () => {
    const { router } = openIntegrations({}, '/integrations?connected=google');
    expect(await within(await toastRegion()).findByText('Calendar Connected')).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('Google Calendar is connected.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('announces an OAuth error from the query string', async () => {
    openIntegrations({}, '/integrations?error=The%20code%20has%20expired');
    expect(await within(await toastRegion()).findByText('Connection Failed')).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('The code has expired')).toBeInTheDocument();
  });

  it('sends an expired session to /auth after 2 seconds', async () => {
    const { router } = openIntegrations({ 'GET /api/integrations/calendar': reply(401, { message: 'Not signed in' }) });
    expect(await within(await toastRegion()).findByText('Session Expired')).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('Please log in again to continue.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/integrations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 3000 });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });
});
