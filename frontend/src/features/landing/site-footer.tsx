import { Link } from 'react-router-dom';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="landing-footer">
      <div className="landing-container landing-footer-inner">
        <div>
          <p className="landing-footer-brand">LeadLedger</p>
          <p className="landing-footer-tagline">Affiliate programs that pay per approved booked call.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="landing-footer-links">
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
          </ul>
        </nav>
        <p className="landing-footer-copy">&copy; {year} LeadLedger. All rights reserved.</p>
      </div>
    </footer>
  );
}
