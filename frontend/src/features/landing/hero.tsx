import { Link } from 'react-router-dom';
import './hero.css';

export function Hero() {
  return (
    <section className="landing-hero" aria-labelledby="landing-hero-title">
      <div className="landing-container landing-hero-inner">
        <div className="landing-hero-copy">
          <p className="landing-eyebrow">Affiliate marketing for businesses that sell through calls</p>
          <h1 id="landing-hero-title" className="landing-hero-title">
            Pay affiliates only for the booked calls you approve
          </h1>
          <p className="landing-hero-lead">
            Coaches, agencies, clinics and contractors use LeadLedger to run affiliate programs that pay a fixed
            commission per approved call. Partners share your links, prospects book on your calendar, and you
            decide on every call before a cent is charged.
          </p>
          <div className="landing-hero-actions">
            <Link to="/auth" className="landing-button landing-button-primary">
              Get Started Free
            </Link>
            <a href="#pricing" className="landing-button landing-button-secondary">
              See pricing
            </a>
          </div>
          <ul className="landing-hero-points" aria-label="Highlights">
            <li>Set up in 5 minutes</li>
            <li>No setup or monthly fee</li>
            <li>Every charge on a monthly statement</li>
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

/** A static picture of the approval step: the product's central promise, shown rather than told. */
function HeroPreview() {
  return (
    <div className="landing-preview" aria-hidden="true">
      <div className="landing-preview-header">
        <span className="landing-preview-title">Pending call</span>
        <span className="landing-badge">Awaiting approval</span>
      </div>
      <dl className="landing-preview-rows">
        <div>
          <dt>Program</dt>
          <dd>Strategy Session</dd>
        </div>
        <div>
          <dt>Referred by</dt>
          <dd>Maya R. (newsletter)</dd>
        </div>
        <div>
          <dt>Booked for</dt>
          <dd>Tue, 10:30 AM</dd>
        </div>
        <div>
          <dt>Commission</dt>
          <dd>$100.00</dd>
        </div>
        <div>
          <dt>Platform fee (10%)</dt>
          <dd>$10.00</dd>
        </div>
      </dl>
      <div className="landing-preview-actions">
        <span className="landing-preview-reject">Reject</span>
        <span className="landing-preview-approve">Approve $110.00</span>
      </div>
    </div>
  );
}
