import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

describe('TermsOfServicePage', () => {
  it('states the pricing, payout fee, dispute window and uptime aim', () => {
    renderPage(<TermsOfServicePage />);
    expect(document.title).toBe('Terms of Service | LeadLedger');
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/10% of each affiliate commission, charged to their card when they approve a call/);
    expect(text).toMatch(/no setup fee and no monthly fee/);
    expect(text).toMatch(/\$0\.25/);
    expect(text).toMatch(/within 30 days of the booking/);
    expect(text).toMatch(/99\.9% uptime/);
  });
});

describe('PrivacyPolicyPage', () => {
  it('names what is collected and how to get in touch', () => {
    renderPage(<PrivacyPolicyPage />);
    expect(document.title).toBe('Privacy Policy | LeadLedger');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/one-way hash of the visitor's IP address and user\s+agent/);
    expect(text).toMatch(/card brand, the last four digits and the expiry date/);
    expect(screen.getByRole('heading', { name: '11. Contact' })).toBeInTheDocument();
  });
});
