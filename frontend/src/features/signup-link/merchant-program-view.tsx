import { Link } from 'react-router-dom';
import type { ProgramByCode } from '@leadledger/contracts/program';
import { CopyField } from '../../components/ui/copy-field';
import { paths } from '../../config/paths';
import { appOrigin, signupLink } from '../../lib/program-links';
import { ProgramSummary } from './program-summary';
import { ShareLinkButton } from './share-link-button';

/** docs/product/screens-and-routes.md, Signup link page: what a merchant sees on a signup link: the program and the link to share. */
export function MerchantProgramView({ program }: { program: ProgramByCode }) {
  const url = signupLink(appOrigin(), program.referralCode);
  return (
    <div className="page container page-medium">
      <p className="eyebrow">Affiliate Signup Link</p>
      <section className="card stack" aria-label="Program details">
        <ProgramSummary program={program} />
        <CopyField label="Referral code" value={program.referralCode} />
        <CopyField label="Signup link" value={url} />
        {program.isArchived && <p className="muted small">This program is archived: the link no longer accepts new affiliates.</p>}
        <div className="button-row">
          {!program.isArchived && <ShareLinkButton title={program.name} url={url} />}
          <Link to={paths.merchantDashboard.href()} className="btn btn-outline">
            Go to Dashboard
          </Link>
        </div>
      </section>
    </div>
  );
}
