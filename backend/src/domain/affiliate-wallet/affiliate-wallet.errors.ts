import { DomainError } from '../shared/domain-error';

// Each factory is named after the rule it guards; the name is also the stable error code.

export const AmountNotPositiveCents = () =>
  new DomainError('AmountNotPositiveCents', 'invalid', 'An amount must be a whole number of cents above zero.');

// Issue 5: nothing available, or not more than the fee, is a 422 with this message.
export const NothingToCollect = () =>
  new DomainError('NothingToCollect', 'invalid', 'Nothing to collect yet: your available balance must be more than the $0.25 transfer fee.');

export const PayoutInProgress = () =>
  new DomainError('PayoutInProgress', 'conflict', 'A payout is already on its way. Please wait for it to finish.');

export const PayoutNotInProgress = () => new DomainError('PayoutNotInProgress', 'conflict', 'This payout is not waiting for the processor.');

export const PayoutAlreadySettled = () => new DomainError('PayoutAlreadySettled', 'conflict', 'This payout has already completed or failed.');

export const CommissionNotCredited = () => new DomainError('CommissionNotCredited', 'conflict', 'No commission was credited for this call.');

export const ClawbackExceedsCommission = () =>
  new DomainError('ClawbackExceedsCommission', 'invalid', 'A clawback cannot take back more than the commission credited for the call.');
