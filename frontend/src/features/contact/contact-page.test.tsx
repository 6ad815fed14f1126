import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render-app';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });

describe('Contact page', () => {
  it('is reached from the 404 page, checks each field, sends, says so and clears the form', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderApp('/no-such-page', {
      routes: { 'POST /api/contact': reply(201, { id: 'm1', message: 'Thanks: your message reached our team. We reply by email, usually within one business day.' }) },
    });
    await user.click(await screen.findByRole('link', { name: 'Contact Support' }));
    const form = await screen.findByRole('form', { name: 'Contact us' });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getByText('Enter your name (at most 100 characters).')).toBeInTheDocument();
    expect(within(form).getByText('Enter an email address we can reply to.')).toBeInTheDocument();
    expect(within(form).getByText('Write your message in 10 to 5,000 characters.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/contact')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Your name'), 'Dana Reyes');
    await user.type(within(form).getByLabelText('Email'), 'dana@example.com');
    await user.selectOptions(within(form).getByLabelText('Topic'), 'payouts');
    await user.type(within(form).getByLabelText('Message'), 'My payout shows as pending since yesterday.');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(await toastRegion()).findByText('Message sent')).toBeInTheDocument();
    expect(callsTo('POST', '/api/contact')[0].body).toEqual({ name: 'Dana Reyes', email: 'dana@example.com', topic: 'payouts', message: 'My payout shows as pending since yesterday.' });
    expect(within(form).getByLabelText('Message')).toHaveValue('');
  });

  it('lists messages for admins, open first, and marks one handled', async () => {
    const user = userEvent.setup();
    const message = { id: 'm1', name: 'Dana Reyes', email: 'dana@example.com', topic: 'billing', message: 'A charge I do not recognise.', senderUserId: null, receivedAt: '2026-11-24T10:00:00.000Z', handledAt: null, handledByName: null };
    let handled = false;
    renderApp('/admin/messages', {
      user: makeUser({ role: 'admin' }),
      routes: {
        'GET /api/admin/messages': () => reply(200, [handled ? { ...message, handledAt: '2026-11-24T11:00:00.000Z', handledByName: 'Grace Hopper' } : message]),
        'POST /api/admin/messages/m1/handled': () => {
          handled = true;
          return reply(204);
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Open')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Mark handled: the message from Dana Reyes' }));
    expect(await within(list).findByText('Handled')).toBeInTheDocument();
    expect(within(list).getByText(/by Grace Hopper/)).toBeInTheDocument();
  });
});
