import { screen, waitFor } from '@testing-library/react';
import { trackingRequestPath } from '../../api/booking';
import { browserLocation } from '../../lib/browser-location';
import { reply, type FakeResponse } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});
afterEach(() => assign.mockRestore());

describe('Tracking page', () => {
  it('shows the steps in order, then redirects after 1 second, passing the query string on', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    const { callsTo } = renderApp('/track/CAL9?aff=mem-2&utm_source=news', {
      routes: {
        'GET /api/track-with-loading/CAL9?aff=mem-2&utm_source=news': () => new Promise<FakeResponse>((resolve) => (answer = resolve)),
      },
    });
    expect(await screen.findByText('Validating link…')).toBeInTheDocument();
    expect(screen.getByText('Setting up tracking')).toBeInTheDocument();
    expect(screen.queryByText(/Cookies set/)).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/track-with-loading/CAL9?aff=mem-2&utm_source=news')).toHaveLength(1);

    answer(reply(200, { redirectUrl: 'https://calendly.example.com/dana/intro?utm_content=click-1', clickId: 'click-1' }));
    expect(await screen.findByText('Cookies set')).toBeInTheDocument();
    expect(screen.getByText('Validating link')).toBeInTheDocument();
    expect(screen.getByText('Redirecting…')).toBeInTheDocument();
    const shownAt = Date.now();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://calendly.example.com/dana/intro?utm_content=click-1'), { timeout: 2000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(900);
  });

  it('says "Invalid tracking link" for an unknown code, with Go to Homepage', async () => {
    renderApp('/track/NOPE', { routes: { 'GET /api/track-with-loading/NOPE': reply(404, 'Invalid tracking link', 'Not Found') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid tracking link');
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says "Failed to process tracking link" when the server fails, and never retries (each try is a click)', async () => {
    const { callsTo } = renderApp('/track/CAL9', { routes: { 'GET /api/track-with-loading/CAL9': reply(500, '') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to process tracking link');
    expect(callsTo('GET', '/api/track-with-loading/CAL9')).toHaveLength(1);
  });

  it('says "Something went wrong" when the network fails', async () => {
    renderApp('/track/CAL9', {
      routes: {
        'GET /api/track-with-loading/CAL9': () => Promise.reject(new TypeError('Failed to fetch')),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});

describe('tracking request path', () => {
  it('passes the query string on and adds the page referrer', () => {
    expect(trackingRequestPath('CAL9', '?aff=mem-2&utm_source=news', 'https://blog.example.com/post')).toBe(
      '/api/track-with-loading/CAL9?aff=mem-2&utm_source=news&referrer=https%3A%2F%2Fblog.example.com%2Fpost',
    );
    expect(trackingRequestPath('CAL9', '', '')).toBe('/api/track-with-loading/CAL9');
  });
});
