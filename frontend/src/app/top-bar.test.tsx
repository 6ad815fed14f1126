import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderApp } from '../test/render-app';
import { userMenuLabel } from './top-bar-links';

describe('user menu label', () => {
  it('is the first name, else the email before the @, else "User"', () => {
    expect(userMenuLabel({ firstName: 'Dana', email: 'dana@example.com' })).toBe('Dana');
    expect(userMenuLabel({ firstName: '', email: 'sam.lee@example.com' })).toBe('sam.lee');
    expect(userMenuLabel({ firstName: '', email: '' })).toBe('User');
    expect(userMenuLabel(null)).toBe('User');
  });
});

const wideNav = async () => (await screen.findAllByRole('navigation', { name: 'Main' }))[0];

describe('top bar', () => {
  it('gives merchants Dashboard, Integrations and Billing', async () => {
    renderApp('/profile', { user: makeUser({ role: 'merchant' }) });
    await screen.findByRole('heading', { name: 'Profile Settings' });
    const nav = await wideNav();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/integrations');
    expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(within(nav).getByRole('button', { name: 'Account menu for Dana' })).toBeInTheDocument();
  });

  it('gives affiliates Dashboard, Payouts and Billing', async () => {
    renderApp('/profile', { user: makeUser({ role: 'affiliate', firstName: '' }) });
    await screen.findByRole('heading', { name: 'Profile Settings' });
    const nav = await wideNav();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/affiliate-dashboard');
    expect(within(nav).getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/affiliate-payouts');
    expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/affiliate-billing');
    expect(within(nav).getByRole('button', { name: 'Account menu for dana' })).toBeInTheDocument();
  });

  it('gives admins no role links', async () => {
    renderApp('/profile', { user: makeUser({ role: 'admin' }) });
    await screen.findByRole('heading', { name: 'Profile Settings' });
    expect(within(await wideNav()).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows visitors Blog, Login and Sign Up, with Blog highlighted on blog pages', async () => {
    renderApp('/blog/some-post');
    await screen.findByRole('heading', { name: 'Blog Post Not Found' });
    const nav = await wideNav();
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth');
  });

  it('does not highlight Blog elsewhere', async () => {
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    expect(within(await wideNav()).getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
  });
});

describe('small-screen menu', () => {
  it('holds the role links, then Profile and Logout below a separator, and logs out', async () => {
    const user = userEvent.setup();
    const { router, callsTo } = renderApp('/profile', {
      user: makeUser({ role: 'affiliate' }),
      routes: { 'POST /api/auth/logout': { ok: true, status: 204, statusText: '', text: async () => '' } },
    });
    await user.click(await screen.findByRole('button', { name: /^Open menu for / }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Dashboard', 'Payouts', 'Billing', 'Profile', 'Logout']);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();

    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
  });
});
