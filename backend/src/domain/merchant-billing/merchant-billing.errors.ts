import { DomainError } from '../shared/domain-error';

// Each factory is named after the rule it guards; the name is also the stable error code.

export const NoPaymentMethod = () => new DomainError('NoPaymentMethod', 'conflict', 'Add a payment card in Billing before approving calls.');

export const NoPaymentMethodToRemove = () => new DomainError('NoPaymentMethodToRemove', 'conflict', 'There is no payment card on file.');

// Exactly four digits: a longer number here would be a card number leaking into the event log.
export const CardDetailsMalformed = () =>
  new DomainError('CardDetailsMalformed', 'invalid', 'The card must have a brand, its last 4 digits and an expiry month and year.');

export const CardExpired = () => new DomainError('CardExpired', 'invalid', 'This card has expired. Please use another card.');
