import { Link } from 'react-router-dom';

export function FinalCta() {
  return (
    <section className="landing-cta" aria-labelledby="landing-cta-title">
      <div className="landing-container landing-cta-inner">
        <h2 id="landing-cta-title">Turn your referral partners into a predictable source of booked calls</h2>
        <p>
          Launch your first program in about 5 minutes. No setup fee, no monthly fee: you pay only for the calls
          you approve.
        </p>
        <Link to="/auth" className="landing-button landing-button-inverse">
          Get Started Free
        </Link>
      </div>
    </section>
  );
}
