import { DomainError } from '../shared/domain-error';

// Each factory is named after the rule it guards; the name is also the stable error code.

export const ClickAlreadyRecorded = () => new DomainError('ClickAlreadyRecorded', 'conflict', 'This click is already recorded.');

/** docs/product/attribution-and-booking.md, Archived and paused programs: archived programs keep their history, but their links lead nowhere new. */
export const ProgramExpired = () =>
  new DomainError('ProgramExpired', 'conflict', 'This program has expired. Please contact the merchant for a new link.');
