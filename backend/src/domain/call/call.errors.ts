import { DomainError } from '../shared/domain-error';

// Each factory is named after the rule it guards; the name is also the stable error code.

// Also for another merchant's call: the HTTP layer answers 404 and never reveals that it exists.
export const CallNotFound = () => new DomainError('CallNotFound', 'not-found', 'Call not found.');

export const CallAlreadyBooked = () => new DomainError('CallAlreadyBooked', 'conflict', 'This call is already booked.');

export const PayoutOutOfRange = () => new DomainError('PayoutOutOfRange', 'invalid', 'The commission must be more than $0 and at most $10,000.');

export const ExternalRefRequired = () =>
  new DomainError('ExternalRefRequired', 'invalid', 'A Calendly booking must name its Calendly invitee.');

export const CallAlreadyDecided = () =>
  new DomainError('CallAlreadyDecided', 'conflict', 'This call has already been approved or rejected.');

export const CallWasCanceled = () => new DomainError('CallWasCanceled', 'conflict', 'The customer canceled this call.');

export const ApprovalInProgress = () =>
  new DomainError('ApprovalInProgress', 'conflict', 'This call is being approved: the card charge is still in progress.');

export const NoApprovalInProgress = () =>
  new DomainError('NoApprovalInProgress', 'conflict', 'No approval of this call is waiting for this card charge.');

export const RejectionReasonUnknown = () =>
  new DomainError('RejectionReasonUnknown', 'invalid', 'The reason must be spam, no-show, duplicate, not qualified or other.');
