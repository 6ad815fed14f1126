import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProgramReputation } from '@leadledger/contracts/reputation';
import { ProgramReputationPanel } from './program-reputation';

const enough: ProgramReputation = {
  decided: 8,
  minimumDecisions: 5,
  figures: { approved: 6, rejected: 2, approvalRate: 0.75, medianSecondsToDecision: 2.5 * 86_400, disputed: 2, disputedShare: 0.25, disputesUpheld: 1, disputesDenied: 0, disputesOpen: 1 },
};

function panel(props: Partial<Parameters<typeof ProgramReputationPanel>[0]> = {}) {
  const onRetry = jest.fn();
  render(<ProgramReputationPanel reputation={enough} pending={false} failed={false} onRetry={onRetry} label="Reputation of Discovery calls" {...props} />);
  return { region: screen.getByRole('region', { name: 'Reputation of Discovery calls' }), onRetry };
}

describe('ProgramReputationPanel', () => {
  it('shows the rates as text and as meters, the median as a duration and how disputes ended', () => {
    const { region } = panel();
    expect(region).toHaveTextContent('75% of 8 decided calls approved');
    expect(region).toHaveTextContent('median 2.5 days after the call');
    expect(region).toHaveTextContent('25% of decisions (1 upheld, 0 denied, 1 open)');
    expect(screen.getByRole('meter', { name: 'Approval rate 75%' })).toHaveAttribute('value', '0.75');
    expect(screen.getByRole('meter', { name: 'Disputed 25%' })).toBeInTheDocument();
  });

  it('says no disputes plainly', () => {
    const { region } = panel({ reputation: { ...enough, figures: { ...enough.figures!, disputed: 0, disputedShare: 0, disputesUpheld: 0, disputesOpen: 0 } } });
    expect(region).toHaveTextContent('0% of decisions (none)');
  });

  it('gives only the count below the minimum sample', () => {
    const { region } = panel({ reputation: { decided: 3, minimumDecisions: 5, figures: null } });
    expect(region).toHaveTextContent('Not enough decisions yet (3 so far). Figures appear after 5 decided calls.');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('says nothing of a program the loaded answer does not hold yet', () => {
    render(<ProgramReputationPanel reputation={undefined} pending={false} failed={false} onRetry={() => {}} label="Reputation" />);
    expect(screen.queryByRole('region', { name: 'Reputation' })).not.toBeInTheDocument();
  });

  it('shows loading, and a failure with a way to ask again', async () => {
    const { unmount } = render(<ProgramReputationPanel reputation={undefined} pending failed={false} onRetry={() => {}} label="Reputation" />);
    expect(screen.getByRole('status', { name: 'Loading reputation' })).toBeInTheDocument();
    unmount();
    const { onRetry } = panel({ reputation: undefined, failed: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
