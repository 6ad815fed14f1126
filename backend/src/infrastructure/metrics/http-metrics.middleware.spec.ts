import { routeLabel, statusClass, UNMATCHED_ROUTE } from './http-metrics.middleware';

describe('routeLabel', () => {
  it("is the matched route's pattern, under the router's mount path", () => {
    expect(routeLabel({ route: { path: '/api/calls/:id/status' }, baseUrl: '' })).toBe('/api/calls/:id/status');
    expect(routeLabel({ route: { path: '/:id' }, baseUrl: '/api/programs' })).toBe('/api/programs/:id');
  });

  it('is one label for every request no route matched, never its URL', () => {
    expect(routeLabel({ route: undefined, baseUrl: '' })).toBe(UNMATCHED_ROUTE);
  });
});

describe('statusClass', () => {
  it('groups statuses by their first digit', () => {
    expect([200, 204, 301, 401, 404, 500, 503].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '4xx', '5xx', '5xx']);
    expect(statusClass(0)).toBe('other');
  });
});
