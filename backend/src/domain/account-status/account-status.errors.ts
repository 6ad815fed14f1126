import { DomainError } from '../shared/domain-error';

// Each factory is named after the rule it guards; the name is also the stable error code.

export const AccountAlreadySuspended = () =>
  new DomainError('AccountAlreadySuspended', 'conflict', 'This account is already suspended. Reinstate it first to suspend it again.');

export const AccountNotSuspended = () => new DomainError('AccountNotSuspended', 'conflict', 'This account is not suspended, so there is nothing to reinstate.');

// Admins run the platform; locking one out is done by removing the account, not by suspension.
export const AdminCannotBeSuspended = () =>
  new DomainError('AdminCannotBeSuspended', 'conflict', 'Admin accounts cannot be suspended; only merchants and affiliates can.');

export const SuspensionReasonInvalid = () =>
  new DomainError('SuspensionReasonInvalid', 'invalid', 'The reason must be 3 to 500 characters.');

export const ReinstatementNoteInvalid = () => new DomainError('ReinstatementNoteInvalid', 'invalid', 'The note must be at most 500 characters.');
