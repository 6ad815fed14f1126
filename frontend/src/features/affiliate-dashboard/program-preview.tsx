import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { programByCodeQueryOptions } from '../../api/programs';
import { ReputationByCode } from '../../components/reputation-by-code';
import { formatDollars } from '../../lib/format-money';

/** What a referral code can look like (the server's own check); shorter input is still being typed. */
const CODE = /^[A-Za-z0-9_-]{3,64}$/;

/** Waits until typing pauses, so the preview asks once per code, not once per key. */
function useSettled(value: string, ms = 400): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The program behind the code being entered, with its reputation (issue 16), so an affiliate can
 * weigh it before joining. An unknown code shows nothing here: Join Program says why.
 */
export function ProgramPreview({ code }: { code: string }) {
  const settled = useSettled(CODE.test(code) ? code : '');
  const program = useQuery(programByCodeQueryOptions(settled));
  if (!settled || !program.data) return null;
  return (
    <div className="program-preview stack" aria-live="polite">
      <p className="small">
        <strong>{program.data.name}</strong> by {program.data.merchantName}, {formatDollars(program.data.payoutAmount)} per approved call
      </p>
      <ReputationByCode code={program.data.referralCode} programName={program.data.name} heading="h3" />
    </div>
  );
}
