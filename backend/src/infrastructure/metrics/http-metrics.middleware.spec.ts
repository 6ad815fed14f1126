import { routeLabel, statusClass, UNMATCHED_ROUTE } from './http-metrics.middleware';

describe('routeLabel', () => {
  it("is the matched route's pattern", () => {
    expect(routeLabel({ routePattern: '/api/calls/:id/status' })).toBe('/api/calls/:id/status');
  });

  it('is one label for every request no route matched, never its URL', () => {
    expect(routeLabel({})).toBe(UNMATCHED_ROUTE);
  });
});

describe('statusClass', () => {
  it('groups statuses by their first digit', () => {
    expect([200, 204, 301, 401, 404, 500, 503].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '4xx', '5xx', '5xx']);
    expect(statusClass(0)).toBe('other');
  });
});
