import { Link } from 'react-router-dom';

/** docs/product/money.md, Pricing: the examples shown are $100 -> $10, $50 -> $5, no payouts -> no fees. */
const examples = [
  { commission: '$100 commission', fee: '$10 fee' },
  { commission: '$50 commission', fee: '$5 fee' },
  { commission: 'No payouts', fee: 'No fees' },
];

const included = [
  'Free to start',
  'No monthly fee',
  'No setup fee',
  'You set the commission per program',
  'Pay only for calls you approve',
];

export function PricingCard() {
  return (
    <section id="pricing" className="landing-section" aria-labelledby="landing-pricing-title">
      <div className="landing-container">
        <h2 id="landing-pricing-title" className="landing-section-title">
          Performance pricing
        </h2>
        <p className="landing-section-lead">We only earn when your affiliates do.</p>
        <article className="landing-card landing-pricing">
          <div className="landing-pricing-main">
            <p className="landing-pricing-label">For merchants</p>
            <p className="landing-pricing-price">
              <span className="landing-pricing-amount">10%</span>
              <span className="landing-pricing-unit">of each commission</span>
            </p>
            <p className="landing-pricing-note">
              Charged to your card together with the commission when you approve a call.
            </p>
            <ul className="landing-checklist">
              {included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <Link to="/auth" className="landing-button landing-button-primary landing-button-block">
              Get Started Free
            </Link>
          </div>
          <div className="landing-pricing-side">
            <h3>What you pay per approved call</h3>
            <dl className="landing-pricing-examples">
              {examples.map((example) => (
                <div key={example.commission}>
                  <dt>{example.commission}</dt>
                  <dd>{example.fee}</dd>
                </div>
              ))}
            </dl>
            <div className="landing-pricing-affiliates">
              <h3>For affiliates</h3>
              <p>
                Free to join. Approved commissions are credited in full, and each instant payout to a debit card
                costs a flat $0.25.
              </p>
            </div>
          </div>
        </article>
      </div>
    </section>
  );
}
