import { useEffect } from 'react';
// Base styles first: the section stylesheets imported by the components below build on them.
import './landing.css';
import './landing-offer.css';
import { FeatureCards } from './feature-cards';
import { Faq } from './faq';
import { FinalCta } from './final-cta';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { PricingCard } from './pricing-card';
import { SiteFooter } from './site-footer';

const PAGE_TITLE = 'LeadLedger | Affiliate Marketing for Booked Calls';

/** docs/product/screens-and-routes.md, Landing page: shown at `/` to signed-out visitors. */
export default function LandingPage() {
  useEffect(() => {
    const previous = document.title;
    document.title = PAGE_TITLE;
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    // No <main> here: the app shell's layout owns the page landmark.
    <div className="landing">
      <Hero />
      <HowItWorks />
      <FeatureCards />
      <PricingCard />
      <Faq />
      <FinalCta />
      <SiteFooter />
    </div>
  );
}
