import { FeatureIcon } from './feature-icon';
import { featureItems } from './feature-items';

export function FeatureCards() {
  return (
    <section className="landing-section landing-section-alt" aria-labelledby="landing-features-title">
      <div className="landing-container">
        <h2 id="landing-features-title" className="landing-section-title">
          Everything you need to pay for results, not promises
        </h2>
        <p className="landing-section-lead">
          Built for businesses whose sales start with a conversation, and for the partners who send them.
        </p>
        <ul className="landing-features">
          {featureItems.map((feature) => (
            <li key={feature.title} className="landing-card landing-feature">
              <span className="landing-feature-icon-wrap">
                <FeatureIcon name={feature.icon} />
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
