import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { EXPIRED_PROGRAM_MESSAGE } from '../../lib/program-links';

/** docs/product/messages.md, Other messages: "Invalid Affiliate Link". */
export function InvalidAffiliateLink() {
  return (
    <div className="page container page-narrow center-text">
      <h1 className="page-title">Invalid Affiliate Link</h1>
      <p className="muted">This affiliate link does not lead to a program. Check the link, or ask the merchant for a new one.</p>
      <Link to={paths.home.href()} className="btn btn-primary">
        Return Home
      </Link>
    </div>
  );
}

/** docs/product/screen-states.md, Programs: an archived program takes no new signups or joins. */
export function ExpiredProgramNotice() {
  return (
    <div className="alert alert-destructive" role="alert">
      {EXPIRED_PROGRAM_MESSAGE}
    </div>
  );
}
