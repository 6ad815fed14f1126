/**
 * Stripe's test cards (docs.stripe.com/testing), as test mode treats them. Any other number that
 * passes the card checks behaves like 4242 4242 4242 4242: charges succeed, and as a credit card it
 * cannot take payouts.
 *
 * `attach`: test mode checks the card when it is attached to a customer, and refuses these then,
 * so a declined card is never saved. `charge`: 4000 0000 0000 0341 attaches fine and every charge
 * on it fails, the way to see a declined approval.
 */
export const TEST_CARDS: Record<string, { decline?: string; declinedAt?: 'attach' | 'charge'; funding?: 'debit' | 'prepaid' }> = {
  '4000000000000002': { decline: 'generic_decline', declinedAt: 'attach' },
  '4000000000009995': { decline: 'insufficient_funds', declinedAt: 'attach' },
  '4000000000000341': { decline: 'generic_decline', declinedAt: 'charge' },
  '4000000000009987': { decline: 'lost_card', declinedAt: 'attach' },
  '4000000000009979': { decline: 'stolen_card', declinedAt: 'attach' },
  '4000000000000069': { decline: 'expired_card', declinedAt: 'attach' },
  '4000000000000127': { decline: 'incorrect_cvc', declinedAt: 'attach' },
  '4000000000000119': { decline: 'processing_error', declinedAt: 'attach' },
  '4000056655665556': { funding: 'debit' },
  '5200828282828210': { funding: 'debit' },
  '5105105105105100': { funding: 'prepaid' },
};
