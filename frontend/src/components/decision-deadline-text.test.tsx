import { render, screen } from '@testing-library/react';
import { makeDecision } from '../test/fixtures';
import { DecisionDeadlineText } from './decision-deadline-text';

const now = new Date('2025-08-15T12:00:00.000Z');

describe('DecisionDeadlineText', () => {
  it('says when a pending call must be decided and what happens then', () => {
    render(<DecisionDeadlineText status="pending" decision={makeDecision({ onDeadline: 'approve' })} now={now} />);
    expect(screen.getByText(/^Decide by .*, then approved automatically$/)).toBeInTheDocument();
  });

  it('says a passed deadline is overdue, and an escalated call is with an admin and why', () => {
    const { rerender } = render(<DecisionDeadlineText status="pending" decision={makeDecision({ dueAt: '2025-08-14T12:00:00.000Z' })} now={now} />);
    expect(screen.getByText(/^Decision overdue since .*; then sent to an admin$/)).toBeInTheDocument();
    rerender(<DecisionDeadlineText status="pending" decision={makeDecision({ escalatedAt: '2025-08-14T12:01:00.000Z', escalationReason: 'no-card' })} now={now} />);
    expect(screen.getByText(/With an admin since .* \(no card to charge for the automatic approval\)/)).toBeInTheDocument();
  });

  it('names the system or an admin as the approver, and says nothing of a merchant approval or a rejection', () => {
    const { rerender, container } = render(<DecisionDeadlineText status="approved" decision={makeDecision({ approvedBy: 'deadline' })} now={now} />);
    expect(screen.getByText('Approved automatically at its deadline')).toBeInTheDocument();
    rerender(<DecisionDeadlineText status="approved" decision={makeDecision({ approvedBy: 'admin' })} now={now} />);
    expect(screen.getByText('Approved by an admin after its deadline')).toBeInTheDocument();
    rerender(<DecisionDeadlineText status="approved" decision={makeDecision({ approvedBy: 'merchant' })} now={now} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<DecisionDeadlineText status="rejected" decision={makeDecision({ rejectedBy: 'merchant' })} now={now} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names an admin or the lead rules as the rejecter, and says nothing of a merchant’s rejection', () => {
    const { rerender, container } = render(<DecisionDeadlineText status="rejected" decision={makeDecision({ rejectedBy: 'admin' })} now={now} />);
    expect(screen.getByText('Rejected by an admin after its deadline')).toBeInTheDocument();
    rerender(<DecisionDeadlineText status="rejected" decision={makeDecision({ rejectedBy: 'lead-rule' })} now={now} />);
    expect(screen.getByText('Rejected automatically by the lead rules')).toBeInTheDocument();
    rerender(<DecisionDeadlineText status="rejected" decision={makeDecision({ rejectedBy: null })} now={now} />);
    expect(container).toBeEmptyDOMElement();
  });
});
