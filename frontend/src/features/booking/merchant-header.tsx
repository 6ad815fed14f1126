import type { MerchantInfo } from '@leadledger/contracts/booking';

/** Hidden in embed mode: the merchant's own site already says who they are (docs/product/screens-and-routes.md, Public booking page). */
export function MerchantHeader({ info }: { info: MerchantInfo }) {
  return (
    <header className="merchant-header">
      {info.logoUrl && <img src={info.logoUrl} alt={`${info.companyName} logo`} className="merchant-logo" />}
      <div>
        <h1 className="page-title">Book a call with {info.companyName}</h1>
        <p className="muted page-subtitle">Pick a free 30-minute slot, then tell us how to reach you.</p>
      </div>
    </header>
  );
}
