import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render-app';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });

async function expectToast(title: string, description?: string) {
  expect(await within(await toastRegion()).findByText(title)).toBeInTheDocument();
  if (description) expect(await within(await toastRegion()).findByText(description)).toBeInTheDocument();
}

describe('/auth', () => {
  it('opens Sign In by default with no referral notice', async () => {
    renderApp('/auth');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(/Using referral code/)).not.toBeInTheDocument();
  });

  it('with ?ref= opens Sign Up, presets the affiliate role and shows the code on both tabs', async () => {
    const user = userEvent.setup();
    renderApp('/auth?ref=COACH42');
    expect(await screen.findByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'Affiliate (I want to refer customers)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Merchant (I want to recruit affiliates)' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Using referral code COACH42');
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getByRole('status')).toHaveTextContent('Using referral code COACH42');
  });

  it('asks for every field before signing in', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    await expectToast('Missing information', 'Please fill in all fields');
    expect(callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('asks for the required fields before signing up, and 8 password characters', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderApp('/auth?ref=R1');
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    await expectToast('Missing information', 'Please fill in all required fields');

    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/auth/register')).toHaveLength(0);
  });

  it('signs in with the referral code and goes to /', async () => {
    const user = userEvent.setup();
    const signedIn = makeUser({ role: 'affiliate', firstName: 'Ana' });
    const { callsTo, router } = renderApp('/auth?ref=R1', {
      routes: { 'POST /api/auth/login': reply(200, signedIn) },
    });
    await user.click(await screen.findByRole('tab', { name: 'Sign In' }));
    await user.type(screen.getByLabelText('Email'), ' ana@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await expectToast('Welcome back!');
    expect(callsTo('POST', '/api/auth/login')[0].body).toEqual({
      email: 'ana@example.com',
      password: 'correct horse',
      referralCode: 'R1',
    });
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Affiliate Dashboard' })).toBeInTheDocument();
  });

  it('shows the server message when login fails', async () => {
    const user = userEvent.setup();
    renderApp('/auth', {
      routes: { 'POST /api/auth/login': reply(401, { message: 'Email or password is incorrect' }, 'Unauthorized') },
    });
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Login failed', 'Email or password is incorrect');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  it('registers with role and time zone, and shows field errors from the server', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderApp('/auth', {
      routes: {
        'POST /api/auth/register': reply(409, { message: 'That email is already registered', errors: { email: 'Already registered' } }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('First name'), 'Mo');
    await user.type(screen.getByLabelText('Email'), 'mo@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('radio', { name: 'Merchant (I want to recruit affiliates)' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await expectToast('Registration failed', 'That email is already registered');
    expect(screen.getByText('Already registered')).toBeInTheDocument();
    const body = callsTo('POST', '/api/auth/register')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'mo@example.com', password: 'long enough', firstName: 'Mo', role: 'merchant' });
    expect(typeof body.timeZone).toBe('string');
    expect(body).not.toHaveProperty('referralCode');
  });

  it('sends a signed-in user to /', async () => {
    const { router } = renderApp('/auth', { user: makeUser({ role: 'merchant' }) });
    expect(await screen.findByRole('heading', { name: /Welcome, Dana/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('password fields can be shown and hidden', async () => {
    const user = userEvent.setup();
    renderApp('/auth');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
