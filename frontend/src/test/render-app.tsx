import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { User } from '@leadledger/contracts/user';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { mockFetch, reply, type FakeResponse } from './fetch-mock';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'dana@example.com',
    firstName: 'Dana',
    lastName: 'Reyes',
    role: 'merchant',
    companyName: 'Reyes Coaching',
    logoUrl: null,
    timeZone: 'America/New_York',
    createdAt: '2025-08-06T12:00:00.000Z',
    ...overrides,
  };
}

interface RenderAppOptions {
  /** The signed-in user, or null for a visitor (the session check answers `{ user: null }`). */
  user?: User | null;
  routes?: Parameters<typeof mockFetch>[0];
}

/** The whole app at `path`, with the real router, providers and query client. */
export function renderApp(path: string, { user = null, routes = {} }: RenderAppOptions = {}) {
  const session: FakeResponse = reply(200, { user });
  const network = mockFetch({ 'GET /api/auth/session': session, ...routes });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, ...network, router, queryClient };
}
