import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification, NotificationPage, OutboxEmailPage } from '@leadledger/contracts/notification';
import { reply } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render-app';

const note = (overrides: Partial<Notification> = {}): Notification => ({
  id: 'n1',
  kind: 'call-booked',
  title: 'New call awaiting your decision',
  body: 'Dana Scully booked a call in Acme Demos for 2026-03-01 09:00 UTC.',
  link: '/merchant-dashboard',
  createdAt: '2026-02-27T10:00:00.000Z',
  readAt: null,
  ...overrides,
});

const pageOf = (items: Notification[], overrides: Partial<NotificationPage> = {}): NotificationPage => ({
  items,
  hasMore: false,
  unreadCount: items.filter((n) => !n.readAt).length,
  ...overrides,
});

const noEmails: OutboxEmailPage = { emailDelivery: true, items: [], hasMore: false };

function openNotifications(routes: NonNullable<Parameters<typeof renderApp>[1]>['routes'] = {}) {
  return renderApp('/notifications', {
    user: makeUser(),
    routes: {
      'GET /api/notifications?limit=20': reply(200, pageOf([note(), note({ id: 'n2', kind: 'call-approved', title: 'Call approved at its deadline', readAt: '2026-02-27T11:00:00.000Z' })])),
      'GET /api/notifications/unread-count': reply(200, { unreadCount: 1 }),
      'GET /api/notifications/emails?limit=20': reply(200, noEmails),
      ...routes,
    },
  });
}

describe('Notifications page', () => {
  it('lists the notifications newest first, marks the unread ones, and links to their screen', async () => {
    openNotifications();
    const list = await screen.findByRole('list', { name: 'Notifications' }, { timeout: 5000 });
    const [unread, read] = within(list).getAllByRole('listitem');
    expect(unread).toHaveTextContent('New New call awaiting your decision');
    expect(within(unread).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/merchant-dashboard');
    expect(within(unread).getByRole('button', { name: 'Mark as read: New call awaiting your decision' })).toBeInTheDocument();
    expect(read).toHaveTextContent('Call approved at its deadline');
    expect(within(read).queryByText('New')).toBeNull();
    expect(within(read).queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: '1 unread' })).toBeInTheDocument();
    // With a mail server and nothing failed, no email list is needed.
    expect(screen.queryByRole('heading', { name: /Emails/ })).toBeNull();
  });

  it('marks one read, and all read, and asks again', async () => {
    const user = userEvent.setup();
    const { callsTo } = openNotifications({
      'POST /api/notifications/n1/read': reply(204),
      'POST /api/notifications/read-all': reply(204),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark as read: New call awaiting your decision' }, { timeout: 5000 }));
    await waitFor(() => expect(callsTo('POST', '/api/notifications/n1/read')).toHaveLength(1));
    await waitFor(() => expect(callsTo('GET', '/api/notifications?limit=20').length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(callsTo('POST', '/api/notifications/read-all')).toHaveLength(1));
  });

  it('says when there is nothing yet', async () => {
    openNotifications({ 'GET /api/notifications?limit=20': reply(200, pageOf([])) });
    expect(await screen.findByText(/No notifications yet/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('says when they cannot be loaded', async () => {
    openNotifications({ 'GET /api/notifications?limit=20': reply(500, { message: 'boom' }) });
    expect(await screen.findByText('Could not load your notifications.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('asks for older ones on request', async () => {
    const user = userEvent.setup();
    const { callsTo } = openNotifications({
      'GET /api/notifications?limit=20': reply(200, pageOf([note()], { hasMore: true })),
      'GET /api/notifications?limit=40': reply(200, pageOf([note(), note({ id: 'n3', title: 'Payout failed' })])),
    });
    await user.click(await screen.findByRole('button', { name: 'Show older' }, { timeout: 5000 }));
    expect(await screen.findByText('Payout failed')).toBeInTheDocument();
    expect(callsTo('GET', '/api/notifications?limit=40')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('shows the sandbox outbox when no mail server is configured', async () => {
    const emails: OutboxEmailPage = {
      emailDelivery: false,
      hasMore: false,
      items: [{ id: 'e1', kind: 'call-booked', to: 'dana@example.com', subject: 'New call awaiting your decision', body: 'Dana Scully booked a call.', status: 'kept', attempts: 1, lastError: null, createdAt: '2026-02-27T10:00:00.000Z', sentAt: null }],
    };
    openNotifications({ 'GET /api/notifications/emails?limit=20': reply(200, emails) });
    const outbox = await screen.findByRole('region', { name: 'Emails (sandbox outbox)' }, { timeout: 5000 });
    expect(outbox).toHaveTextContent('Email not sent: no mail server is configured.');
    expect(within(outbox).getByRole('listitem')).toHaveTextContent('To dana@example.com');
    expect(within(outbox).getByRole('listitem')).toHaveTextContent('Not sent: kept in the sandbox outbox');
  });
});

describe('notification bell', () => {
  it('shows the unread count and leads to the notification centre', async () => {
    renderApp('/profile', {
      user: makeUser({ role: 'affiliate' }),
      routes: {
        'GET /api/notifications/unread-count': reply(200, { unreadCount: 3 }),
        'GET /api/notifications/preferences': reply(200, { emailDelivery: true, kinds: [] }),
      },
    });
    const bells = await screen.findAllByRole('link', { name: 'Notifications, 3 unread' }, { timeout: 5000 });
    expect(bells[0]).toHaveAttribute('href', '/notifications');
    expect(bells[0]).toHaveTextContent('3');
  });

  it('shows no number when nothing is unread or the count is unknown', async () => {
    renderApp('/profile', { user: makeUser(), routes: { 'GET /api/notifications/unread-count': reply(500, { message: 'boom' }) } });
    const [bell] = await screen.findAllByRole('link', { name: 'Notifications' }, { timeout: 5000 });
    expect(bell).toHaveTextContent('');
  });

  it('is not shown to admins, whom nothing notifies', async () => {
    renderApp('/profile', { user: makeUser({ role: 'admin' }) });
    await screen.findByRole('heading', { name: 'Profile Settings' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
  });
});
