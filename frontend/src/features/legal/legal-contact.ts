/**
 * Contact details printed in the legal pages. The operator's registered name, postal address and
 * mailbox addresses are not given in the product rules (docs/product/screens-and-routes.md, Legal pages): confirm them before launch.
 */
export const legalContact = {
  productName: 'LeadLedger',
  privacyEmail: 'privacy@leadledger.com',
  supportEmail: 'support@leadledger.com',
  legalEmail: 'legal@leadledger.com',
  lastUpdated: 'August 6, 2025',
} as const;
