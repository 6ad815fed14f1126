import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { trackQueryOptions } from '../../api/booking';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { ApiError, isNetworkError } from '../../lib/api-client';
import { browserLocation } from '../../lib/browser-location';
import { delay, TRACKING_REDIRECT_DELAY_MS } from '../../lib/delay';
import './tracking.css';

/** docs/product/screen-states.md, Tracking page, in order. */
export const TRACKING_STEPS = ['Setting up tracking', 'Validating link', 'Cookies set', 'Redirecting'] as const;

/** The three tracking messages of docs/product/messages.md, Other messages. */
function trackingError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return error.serverMessage ?? 'Invalid tracking link';
    return error.serverMessage ?? 'Failed to process tracking link';
  }
  if (isNetworkError(error)) return 'Something went wrong. Please try again.';
  return error instanceof Error && error.message === 'no-redirect' ? 'Failed to process tracking link' : 'Something went wrong. Please try again.';
}

export function TrackPage({ code, search }: { code: string; search: string }) {
  const track = useQuery(trackQueryOptions(code, search, document.referrer));
  const redirectUrl = track.data?.redirectUrl;

  useEffect(() => {
    if (!redirectUrl) return;
    let cancelled = false;
    // docs/product/limits-and-timings.md, Delays: 1 second on the tracking page before redirecting.
    void delay(TRACKING_REDIRECT_DELAY_MS).then(() => {
      if (!cancelled) browserLocation.assign(redirectUrl);
    });
    return () => {
      cancelled = true;
    };
  }, [redirectUrl]);

  const failed = track.isError || (track.isSuccess && !redirectUrl);
  if (failed) {
    return (
      <div className="page container page-narrow center-text">
        <section className="card tracking-card" aria-labelledby="tracking-heading">
          <h1 id="tracking-heading" className="page-title">
            Link problem
          </h1>
          <p className="alert alert-destructive" role="alert">
            {trackingError(track.isError ? track.error : new Error('no-redirect'))}
          </p>
          <div className="button-row center">
            <Link to={paths.home.href()} className="btn btn-primary">
              Go to Homepage
            </Link>
          </div>
        </section>
      </div>
    );
  }

  // Steps appear one after another: the request is "validating"; its answer sets the attribution.
  const active = track.isSuccess ? 3 : 1;
  return (
    <div className="page container page-narrow center-text">
      <section className="card tracking-card" aria-labelledby="tracking-heading">
        <h1 id="tracking-heading" className="page-title">
          Taking you to the booking page
        </h1>
        <ol className="tracking-steps" aria-live="polite">
          {TRACKING_STEPS.slice(0, active + 1).map((step, index) => (
            <li key={step} className={index < active ? 'step-done' : 'step-active'} aria-current={index === active ? 'step' : undefined}>
              {index < active ? <span className="step-mark" aria-hidden="true">✓</span> : <Spinner size="small" />}
              <span>
                {step}
                {index === active ? '…' : ''}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
