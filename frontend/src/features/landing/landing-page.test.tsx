import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import LandingPage from './landing-page';

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe('LandingPage', () => {
  it('sends "Get Started Free" to /auth', () => {
    renderLanding();
    const [heroButton] = screen.getAllByRole('link', { name: 'Get Started Free' });
    expect(heroButton).toHaveAttribute('href', '/auth');
  });

  it('shows the performance pricing examples', () => {
    renderLanding();
    const pricing = screen.getByRole('region', { name: 'Performance pricing' });
    expect(within(pricing).getByText('$100 commission')).toBeInTheDocument();
    expect(within(pricing).getByText('$10 fee')).toBeInTheDocument();
    expect(within(pricing).getByText('$5 fee')).toBeInTheDocument();
    expect(within(pricing).getByText('No fees')).toBeInTheDocument();
    expect(within(pricing).getByText(/\$0\.25/)).toBeInTheDocument();
  });

  it('has 8 FAQ questions that open one at a time', async () => {
    const user = userEvent.setup();
    renderLanding();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const triggers = within(faq).getAllByRole('button');
    expect(triggers).toHaveLength(8);

    await user.click(triggers[0]);
    expect(triggers[0]).toHaveAttribute('aria-expanded', 'true');
    await user.click(triggers[1]);
    expect(triggers[0]).toHaveAttribute('aria-expanded', 'false');
    expect(triggers[1]).toHaveAttribute('aria-expanded', 'true');
  });

  it('links the footer to the legal pages and the blog', () => {
    renderLanding();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(within(footer).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  it('sets the document title and restores it on leaving', () => {
    document.title = 'Before';
    const { unmount } = renderLanding();
    expect(document.title).toBe('LeadLedger | Affiliate Marketing for Booked Calls');
    unmount();
    expect(document.title).toBe('Before');
  });
});
