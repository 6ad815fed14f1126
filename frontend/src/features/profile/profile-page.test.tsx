import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply, type FetchCall } from '../../test/fetch-mock';
import type { User } from '@leadledger/contracts/user';
import { makeUser, renderApp } from '../../test/render-app';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });
const form = (name: string) => screen.getByRole('form', { name });

/** A server that remembers: the session check returns what the last update stored. */
function serverWithUpdates(path: string, apply: (call: FetchCall) => Partial<User>) {
  let current = makeUser();
  return {
    'GET /api/auth/session': () => reply(200, { user: current }),
    [path]: (call: FetchCall) => {
      current = { ...current, ...apply(call) };
      return reply(200, current);
    },
  };
}

async function openProfile(routes = {}) {
  const view = renderApp('/profile', { user: makeUser(), routes });
  await screen.findByRole('heading', { name: 'Profile Settings' });
  return view;
}

describe('Profile Settings: personal information', () => {
  it('requires first and last name, shows the email read-only and keeps typed values', async () => {
    const user = userEvent.setup();
    const { callsTo } = await openProfile();
    const personal = form('Personal information');
    expect(within(personal).getByLabelText('Email')).toHaveAttribute('readonly');
    await user.clear(within(personal).getByLabelText('Last name'));
    await user.click(within(personal).getByRole('button', { name: 'Save Changes' }));
    expect(within(personal).getByRole('alert')).toHaveTextContent('First name and last name are required.');
    expect(callsTo('PUT', '/api/user/profile')).toHaveLength(0);
  });

  it('saves and refreshes the signed-in user', async () => {
    const user = userEvent.setup();
    const { callsTo } = await openProfile(
      serverWithUpdates('PUT /api/user/profile', ({ body }) => body as Partial<User>),
    );
    const personal = form('Personal information');
    await user.clear(within(personal).getByLabelText('First name'));
    await user.type(within(personal).getByLabelText('First name'), 'Danielle');
    await user.click(within(personal).getByRole('button', { name: 'Save Changes' }));
    expect(await within(await toastRegion()).findByText('Profile Updated')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/user/profile')[0].body).toEqual({
      firstName: 'Danielle',
      lastName: 'Reyes',
      companyName: 'Reyes Coaching',
    });
    expect(await screen.findByRole('button', { name: 'Account menu for Danielle' })).toBeInTheDocument();
  });

  it('shows the server message when saving fails and keeps the form', async () => {
    const user = userEvent.setup();
    await openProfile({ 'PUT /api/user/profile': reply(422, { message: 'Company name is too long' }) });
    const personal = form('Personal information');
    await user.type(within(personal).getByLabelText('Company name'), ' International');
    await user.click(within(personal).getByRole('button', { name: 'Save Changes' }));
    expect(await within(await toastRegion()).findByText('Update Failed')).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('Company name is too long')).toBeInTheDocument();
    expect(within(personal).getByLabelText('Company name')).toHaveValue('Reyes Coaching International');
  });
});

describe('Profile Settings: change password', () => {
  async function fill(current: string, next: string, confirm: string) {
    const user = userEvent.setup();
    const passwords = form('Change password');
    if (current) await user.type(within(passwords).getByLabelText('Current password'), current);
    if (next) await user.type(within(passwords).getByLabelText('New password'), next);
    if (confirm) await user.type(within(passwords).getByLabelText('Confirm new password'), confirm);
    await user.click(within(passwords).getByRole('button', { name: 'Change Password' }));
    return passwords;
  }

  it.each([
    ['old-secret', '', '', 'Please fill in all password fields.'],
    ['old-secret', 'abcdef', 'abcdeg', 'New passwords do not match.'],
    ['old-secret', 'abc', 'abc', 'New password must be at least 6 characters long.'],
  ])('rejects %s / %s / %s', async (current, next, confirm, message) => {
    const { callsTo } = await openProfile();
    const passwords = await fill(current, next, confirm);
    expect(within(passwords).getByRole('alert')).toHaveTextContent(message);
    expect(callsTo('PUT', '/api/user/password')).toHaveLength(0);
  });

  it('changes the password and clears the fields', async () => {
    const { callsTo } = await openProfile({ 'PUT /api/user/password': reply(204) });
    const passwords = await fill('old-secret', 'new-secret', 'new-secret');
    expect(await within(await toastRegion()).findByText('Password Changed')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/user/password')[0].body).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' });
    expect(within(passwords).getByLabelText('New password')).toHaveValue('');
  });

  it('shows the server message when the current password is wrong', async () => {
    await openProfile({ 'PUT /api/user/password': reply(400, { message: 'Current password is incorrect' }) });
    const passwords = await fill('bad', 'new-secret', 'new-secret');
    expect(await within(await toastRegion()).findByText('Password Change Failed')).toBeInTheDocument();
    expect(await within(await toastRegion()).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(within(passwords).getByLabelText('New password')).toHaveValue('new-secret');
  });
});

describe('Profile Settings: logo', () => {
  const upload = async (file: File) => {
    // applyAccept off: the browser's picker filter is a hint; the page must check the file itself.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Choose an image'), file);
  };

  it('refuses a file that is not an image', async () => {
    await openProfile();
    await upload(new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Please select an image file (JPEG, PNG, WebP, GIF).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Logo' })).toBeDisabled();
  });

  it('refuses an image over 5MB', async () => {
    await openProfile();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await upload(big);
    expect(screen.getByText('Please select an image smaller than 5MB.')).toBeInTheDocument();
  });

  it('uploads an accepted image as the multipart field "logo"', async () => {
    const user = userEvent.setup();
    const { callsTo } = await openProfile(
      serverWithUpdates('POST /api/user/logo', () => ({ logoUrl: '/api/uploads/logos/u1.png' })),
    );
    await upload(new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload Logo' }));
    expect(await within(await toastRegion()).findByText('Logo Updated')).toBeInTheDocument();
    const sent = callsTo('POST', '/api/user/logo')[0].init.body as FormData;
    expect((sent.get('logo') as File).name).toBe('logo.png');
    expect(await screen.findByRole('img', { name: 'Current logo' })).toHaveAttribute('src', '/api/uploads/logos/u1.png');
  });
});
