/**
 * Sandbox payments follow Stripe's test cards (issue 4), so the hint names some of them. Payouts
 * go to debit cards only (issue 5): the credit test card is refused there.
 */
export function SandboxCardHint({ purpose = 'charges' }: { purpose?: 'charges' | 'payouts' }) {
  return (
    <p className="notice small" role="note">
      {purpose === 'payouts'
        ? 'Sandbox: no real money moves. Use the debit test card 4000 0566 5566 5556 with any future expiry and any CVC; a credit card such as 4242 4242 4242 4242 is refused.'
        : 'Sandbox: no real money moves. Use 4242 4242 4242 4242 with any future expiry and any CVC. 4000 0000 0000 0002 is declined when you save it (as in Stripe test mode); 4000 0000 0000 0341 saves, then every charge on it is declined.'}
    </p>
  );
}
