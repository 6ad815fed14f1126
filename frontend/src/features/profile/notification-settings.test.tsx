import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPreferences } from '@leadledger/contracts/notification';
import { reply } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render-app';

const preferences = (overrides: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  emailDelivery: true,
  kinds: [
    { kind: 'call-booked', label: 'A new call is waiting for your decision', email: true },
    { kind: 'payout-failed', label: 'A payout failed', email: false },
  ],
  ...overrides,
});

function openProfile(routes: NonNullable<Parameters<typeof renderApp>[1]>['routes'] = {}) {
  return renderApp('/profile', {
    user: makeUser(),
    routes: { 'GET /api/notifications/unread-count': reply(200, { unreadCount: 0 }), 'GET /api/notifications/preferences': reply(200, preferences()), ...routes },
  });
}

const settings = () => screen.findByRole('region', { name: 'Email preferences' }, { timeout: 5000 });

describe('Profile: email preferences', () => {
  it('shows one switch per kind as the server has them, and saves a change', async () => {
    const user = userEvent.setup();
    const updated = preferences({ kinds: [{ kind: 'call-booked', label: 'A new call is waiting for your decision', email: false }, { kind: 'payout-failed', label: 'A payout failed', email: false }] });
    const { callsTo } = openProfile({ 'PUT /api/notifications/preferences': reply(200, updated) });
    const section = await settings();
    const booked = await within(section).findByRole('checkbox', { name: 'A new call is waiting for your decision' });
    expect(booked).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'A payout failed' })).not.toBeChecked();
    expect(within(section).queryByRole('note')).toBeNull();
    await user.click(booked);
    await waitFor(() => expect(callsTo('PUT', '/api/notifications/preferences').map((c) => c.body)).toEqual([{ kinds: [{ kind: 'call-booked', email: false }] }]));
    await waitFor(() => expect(within(section).getByRole('checkbox', { name: 'A new call is waiting for your decision' })).not.toBeChecked());
  });

  it('says emails are kept in the sandbox outbox when no mail server is configured', async () => {
    openProfile({ 'GET /api/notifications/preferences': reply(200, preferences({ emailDelivery: false })) });
    expect(await within(await settings()).findByRole('note')).toHaveTextContent('No mail server is configured');
  });

  it('says when a change could not be saved, and keeps the switch as it was', async () => {
    const user = userEvent.setup();
    openProfile({ 'PUT /api/notifications/preferences': reply(400, { message: 'The kind must be one of call-booked.' }) });
    const booked = await within(await settings()).findByRole('checkbox', { name: 'A new call is waiting for your decision' });
    await user.click(booked);
    expect(await screen.findByText('The kind must be one of call-booked.')).toBeInTheDocument();
    expect(booked).toBeChecked();
  });

  it('says when the settings cannot be loaded', async () => {
    openProfile({ 'GET /api/notifications/preferences': reply(500, { message: 'boom' }) });
    expect(await within(await settings()).findByText('Could not load your notification settings.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
