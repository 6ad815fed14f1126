import { useState } from 'react';
import { Button } from '../../components/ui/button';

/** docs/product/screens-and-routes.md, Merchant dashboard: dismissal is remembered in browser storage under this flag. */
export const HOW_IT_WORKS_FLAG = 'howItWorksDismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(HOW_IT_WORKS_FLAG) === 'true';
  } catch {
    return false; // storage blocked (private mode): show the card
  }
}

const STEPS = [
  'Connect Google Calendar or Calendly in Integrations.',
  'Create a program with the commission you pay per approved call.',
  'Share its signup link; each affiliate gets their own tracking or booking link.',
  'Approve or reject every booked call. You pay only for approved calls, plus 10% to LeadLedger.',
];

export function HowItWorksCard() {
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed) return null;

  function dismiss() {
    try {
      localStorage.setItem(HOW_IT_WORKS_FLAG, 'true');
    } catch {
      // Not remembered, but still hidden for this visit.
    }
    setDismissed(true);
  }

  return (
    <section className="card how-it-works" aria-labelledby="how-it-works-heading">
      <div className="card-header-row">
        <h2 id="how-it-works-heading" className="card-title">
          How it Works
        </h2>
        <Button variant="ghost" className="btn-small" onClick={dismiss} aria-label="Dismiss How it Works">
          Dismiss
        </Button>
      </div>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
