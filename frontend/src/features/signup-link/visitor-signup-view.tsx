import type { ProgramByCode } from '@leadledger/contracts/program';
import { ReputationByCode } from '../../components/reputation-by-code';
import { AffiliateSignupForm } from './affiliate-signup-form';
import { ExpiredProgramNotice } from './link-notices';
import { ProgramSummary } from './program-summary';

/** A visitor on a signup link sees the program and signs up to it directly (issue 3). */
export function VisitorSignupView({ program, code }: { program: ProgramByCode | null; code: string }) {
  return (
    <div className="page container auth-page">
      <div className="card auth-card stack">
        <p className="eyebrow">Become an affiliate</p>
        {program ? (
          <>
            <ProgramSummary program={program} heading="h2" />
            <ReputationByCode code={program.referralCode} programName={program.name} heading="h3" />
          </>
        ) : (
          <div className="alert alert-destructive" role="alert">
            <strong>Invalid Referral Link.</strong> Please use a valid affiliate referral link.
          </div>
        )}
        {program?.isArchived ? <ExpiredProgramNotice /> : <AffiliateSignupForm referralCode={code} />}
      </div>
    </div>
  );
}
