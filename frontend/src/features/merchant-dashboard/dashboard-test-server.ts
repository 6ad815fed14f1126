import { mockFetch, reply } from '../../test/fetch-mock';
import { makeSubscription } from '../../test/fixtures';
import { makeUser, renderApp } from '../../test/render-app';

/** The merchant dashboard at `/` with every query it makes answered; `routes` override. */
export function openDashboard(routes: Parameters<typeof mockFetch>[0] = {}) {
  return renderApp('/', {
    user: makeUser({ role: 'merchant' }),
    routes: {
      'GET /api/integrations/calendar': reply(200, []),
      'GET /api/affiliate-programs/merchant': reply(200, []),
      'GET /api/affiliates/merchant': reply(200, []),
      'GET /api/billing/subscription': reply(200, makeSubscription()),
      'GET /api/calls/pending': reply(200, []),
      'GET /api/calls/history': reply(200, []),
      'GET /api/calls/unattributed': reply(200, []),
      'GET /api/reputation/merchant': reply(200, []),
      ...routes,
    },
  });
}
