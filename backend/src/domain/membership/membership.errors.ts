import { DomainError } from '../shared/domain-error';

// Each factory is named after the rule it guards; the name is also the stable error code.

// The domain error kinds have no "forbidden"; a role guard at the HTTP edge answers 403 before this.
export const OnlyAffiliatesCanJoin = () => new DomainError('OnlyAffiliatesCanJoin', 'invalid', 'Only affiliates can join programs; merchants cannot.');

export const AlreadyMember = () => new DomainError('AlreadyMember', 'conflict', 'You have already joined this program.');

export const ProgramExpired = () =>
  new DomainError('ProgramExpired', 'conflict', 'This program has expired. Please contact the merchant for a new link.');

export const RemovedAffiliateCannotRejoin = () =>
  new DomainError('RemovedAffiliateCannotRejoin', 'conflict', 'The merchant removed you from this program. Please contact the merchant.');

// Also for someone else's membership: the HTTP layer answers 404 and never reveals that it exists.
export const MembershipNotFound = () => new DomainError('MembershipNotFound', 'not-found', 'Membership not found.');

export const MembershipRemoved = () =>
  new DomainError('MembershipRemoved', 'conflict', 'The merchant removed you from this program, so it cannot be your primary program.');

export const AffiliateAlreadyRemoved = () => new DomainError('AffiliateAlreadyRemoved', 'conflict', 'This affiliate is already removed.');
