import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { browserLocation } from '../../lib/browser-location';
import { providerInfo } from './providers';

/** getRandomValues, unlike randomUUID, also works on plain-http hosts. */
function randomHex(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The callback the real provider would redirect to, with a made-up sandbox code. */
export function sandboxCallbackUrl(provider: string, state: string, random = randomHex()): string {
  const query = new URLSearchParams({ code: `sandbox-${random}`, state });
  return `/api/integrations/${provider}/callback?${query.toString()}`;
}

/**
 * docs/architecture/overview.md, Integrations: without credentials, Connect leads here instead of Google's or Calendly's
 * consent screen; approving connects a sandbox calendar through the same callback.
 */
export function SandboxConsentPage() {
  const { provider = '' } = useParams();
  const [searchParams] = useSearchParams();
  const state = searchParams.get('state') ?? '';
  const info = providerInfo(provider);

  if (!info || !state) {
    return (
      <div className="page container page-narrow center-text">
        <h1 className="page-title">Invalid Consent Link</h1>
        <p className="muted">This authorization link is incomplete. Start again from Integrations.</p>
        <Link to={paths.integrations.href()} className="btn btn-primary">
          Back to Integrations
        </Link>
      </div>
    );
  }
  return (
    <div className="page container page-narrow">
      <section className="card stack" aria-labelledby="consent-heading">
        <span className="badge badge-warning">Sandbox</span>
        <h1 id="consent-heading" className="page-title">
          Connect {info.name}
        </h1>
        <p className="muted">
          This is a sandbox: no real {info.name} account is used and nothing leaves LeadLedger. Approving
          connects a test calendar so you can try every step of the product.
        </p>
        <div>
          <h2 className="subheading">LeadLedger asks to:</h2>
          <ul className="check-list">
            {info.access.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="button-row">
          <Button onClick={() => browserLocation.assign(sandboxCallbackUrl(info.provider, state))}>Approve</Button>
          <Link to={`${paths.integrations.href()}?error=access_denied`} className="btn btn-outline">
            Cancel
          </Link>
        </div>
      </section>
    </div>
  );
}
