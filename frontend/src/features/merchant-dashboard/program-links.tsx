import type { AffiliateProgram } from '@leadledger/contracts/program';
import { CopyField } from '../../components/ui/copy-field';
import { bookingLink, embedLink, embedSnippet, signupLink, trackingLink } from '../../lib/program-links';

/** docs/product/screens-and-routes.md, Generated links, for one active program. */
export function ProgramLinks({ program, origin }: { program: AffiliateProgram; origin: string }) {
  const code = program.referralCode;
  return (
    <div className="stack">
      <CopyField label="Affiliate signup link" value={signupLink(origin, code)} />
      {program.integration === 'calendly' ? (
        <CopyField label="Tracking link" value={trackingLink(origin, code)} />
      ) : (
        <>
          <CopyField label="Booking link" value={bookingLink(origin, code)} />
          <details className="embed-details">
            <summary>Embed the booking page on your website</summary>
            <div className="stack">
              <CopyField label="Embed link" value={embedLink(origin, code)} />
              <CopyField label="Embed code" value={embedSnippet(origin, code)} multiline />
            </div>
          </details>
        </>
      )}
    </div>
  );
}
