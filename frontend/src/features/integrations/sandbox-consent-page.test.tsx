import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserLocation } from '../../lib/browser-location';
import { reply } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render-app';
import { sandboxCallbackUrl } from './sandbox-consent-page';

afterEach(() => jest.restoreAllMocks());

describe('sandbox consent page (docs/architecture/overview.md, Integrations)', () => {
  it('says it is a sandbox, lists the access asked for and approves through the callback', async () => {
    const user = userEvent.setup();
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    renderApp('/sandbox/google/consent?state=abc%2B1');
    expect(await screen.findByRole('heading', { name: 'Connect Google Calendar' })).toBeInTheDocument();
    expect(screen.getByText('Sandbox')).toBeInTheDocument();
    expect(screen.getByText(/no real Google Calendar account is used/)).toBeInTheDocument();
    expect(screen.getByText(/free\/busy only/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const url = new URL(assign.mock.calls[0][0], 'http://localhost');
    expect(url.pathname).toBe('/api/integrations/google/callback');
    expect(url.searchParams.get('state')).toBe('abc+1');
    expect(url.searchParams.get('code')).toMatch(/^sandbox-[0-9a-f]{24}$/);
  });

  it('cancels back to Integrations with access_denied', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/sandbox/calendly/consent?state=s1', {
      user: makeUser({ role: 'merchant' }),
      routes: { 'GET /api/integrations/calendar': reply(200, []) },
    });
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    const toasts = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(toasts).findByText('Authorization was cancelled. Nothing was connected.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/integrations');
  });

  it('refuses a link without state or for an unknown provider', async () => {
    renderApp('/sandbox/outlook/consent?state=s1');
    expect(await screen.findByRole('heading', { name: 'Invalid Consent Link' })).toBeInTheDocument();
  });

  it('builds the callback URL', () => {
    expect(sandboxCallbackUrl('calendly', 'st', 'r4nd')).toBe('/api/integrations/calendly/callback?code=sandbox-r4nd&state=st');
  });
});
