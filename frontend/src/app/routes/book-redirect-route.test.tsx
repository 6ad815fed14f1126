import { screen, waitFor } from '@testing-library/react';
import { reply } from '../../test/fetch-mock';
import { makeMerchantInfo } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('/book/{merchantId}', () => {
  it('goes to the booking page keeping the affiliate and every UTM, not only ref', async () => {
    sessionStorage.clear();
    const { router } = renderApp('/book/merchant-1?ref=R1&aff=mem-1&utm_source=newsletter&utm_medium=email&utm_campaign=fall&utm_term=coaching&utm_content=hero', {
      routes: {
        'POST /api/merchant-info': reply(200, makeMerchantInfo()),
        'POST /api/calendar-events': reply(200, { timeZone: 'America/New_York', busy: [], availableSlots: [], slotGrid: { firstStartMinutes: 360, lastStartMinutes: 1020, slotMinutes: 30 } }),
        'GET /api/track-with-loading/R1?aff=mem-1&utm_source=newsletter&utm_medium=email&utm_campaign=fall&utm_term=coaching&utm_content=hero': reply(200, { redirectUrl: '/calendar-booking?ref=R1', clickId: 'click-1' }),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar-booking'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ ref: 'R1', aff: 'mem-1', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'fall', utm_term: 'coaching', utm_content: 'hero' });
    expect(await screen.findByRole('heading', { name: 'Pick a time' })).toBeInTheDocument();
  });

  it('keeps ref alone when that is all the link has', async () => {
    const { router } = renderApp('/book/merchant-1?ref=R1', { routes: { 'POST /api/merchant-info': reply(200, makeMerchantInfo()) } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar-booking'));
    expect(router.state.location.search).toBe('?ref=R1');
  });
});
