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

export const DeadlineNotPassed = () =>
  new DomainError('DeadlineNotPassed', 'conflict', "This call's decision deadline has not passed, or its program does not approve calls automatically.");

export const CallNotEscalated = () =>
  new DomainError('CallNotEscalated', 'conflict', 'An admin decides a call only after its decision deadline sent it to them.');

export const NoShowBeforeCall = () =>
  new DomainError('NoShowBeforeCall', 'invalid', 'A call can be marked as a no-show only after its scheduled time.');

// Disputes (issue 6).

export const DisputeNotFound = () => new DomainError('DisputeNotFound', 'not-found', 'Dispute not found.');

export const DisputeAlreadyRaised = () =>
  new DomainError('DisputeAlreadyRaised', 'conflict', 'This call has already been disputed; a call can be disputed only once.');

export const MerchantDisputesApprovedCallsOnly = () =>
  new DomainError('MerchantDisputesApprovedCallsOnly', 'conflict', 'Only an approved call can be disputed by its merchant.');

export const AffiliateDisputesRejectedCallsOnly = () =>
  new DomainError('AffiliateDisputesRejectedCallsOnly', 'conflict', 'Only a rejected call can be disputed by its affiliate.');

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "August 6, 2025" (docs/product/limits-and-timings.md, Blog: en-US long dates), in UTC: the domain has no time zone of its own. */
function longDate(instant: number): string {
  const date = new Date(instant);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export const DisputeWindowClosed = (bookedAt: number, deadline: number) =>
  new DomainError(
    'DisputeWindowClosed',
    'invalid',
    `Disputes must be raised within 30 days of the booking; this call was booked on ${longDate(bookedAt)}, so the last day to dispute it was ${longDate(deadline)}.`,
  );

export const DisputeReasonLength = () => new DomainError('DisputeReasonLength', 'invalid', 'The reason must be 10 to 1000 characters.');

export const DisputeNoteLength = () => new DomainError('DisputeNoteLength', 'invalid', 'The note must be 1 to 1000 characters.');

export const DisputeAlreadyResolved = () => new DomainError('DisputeAlreadyResolved', 'conflict', 'This dispute has already been resolved.');

export const DisputeResolutionInProgress = () =>
  new DomainError('DisputeResolutionInProgress', 'conflict', 'This dispute is being upheld: the refund or charge is still in progress.');

export const NoDisputeUpholdInProgress = () =>
  new DomainError('NoDisputeUpholdInProgress', 'conflict', 'No upheld dispute of this call is waiting for this refund or charge.');

// Upholding an affiliate's dispute charges the merchant like an approval, which needs a card on file.
export const DisputedMerchantHasNoCard = () =>
  new DomainError('DisputedMerchantHasNoCard', 'conflict', 'The merchant has no payment card on file, so the call cannot be approved and charged yet. The dispute stays open.');
