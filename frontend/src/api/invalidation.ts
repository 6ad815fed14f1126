import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@leadledger/contracts/user';
import { adminKeys, affiliateKeys, billingKeys, callKeys, integrationKeys, payoutKeys, payoutMethodKeys, programKeys, reputationKeys, statementKeys, statsKeys } from './query-keys';
import { sessionKeys } from './session';

/** The cross-feature refresh lists of docs/product/screen-states.md, Refresh after changes, in one place. */

/** Login and registration: the returned user is the session; no need to ask again. */
export function storeSignedInUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(sessionKeys.user(), user);
}

/** docs/product/screen-states.md, Refresh after changes: the current user is refreshed after profile changes. */
export async function refreshAfterProfileChange(queryClient: QueryClient, user: User): Promise<void> {
  queryClient.setQueryData(sessionKeys.user(), user);
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}

/** docs/product/screen-states.md, Session: logout clears the user and every cached answer of the previous account. */
export function resetAfterSignOut(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== sessionKeys.all[0],
  });
  queryClient.setQueryData(sessionKeys.user(), null);
}

/** Connect, sync or disconnect: the list, its busy blocks and the Calendly meeting types. */
export async function refreshAfterIntegrationChange(queryClient: QueryClient): Promise<void> {
  // Disconnecting pauses the programs that book through it; connecting again resumes them.
  await Promise.all([queryClient.invalidateQueries({ queryKey: integrationKeys.all }), queryClient.invalidateQueries({ queryKey: programKeys.lists() })]);
}

export async function refreshAfterProgramCreated(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: programKeys.lists() });
}

/** An archived program shows as Archived to the merchant and as expired on its signup link. */
export async function refreshAfterProgramArchived(queryClient: QueryClient, referralCode: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: programKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: programKeys.byCode(referralCode) }),
    queryClient.invalidateQueries({ queryKey: affiliateKeys.merchantList() }),
  ]);
}

/** A rename, a new commission, a pause or a resume: the merchant's cards, its signup link and its affiliates list. */
export async function refreshAfterProgramChanged(queryClient: QueryClient, referralCode: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: programKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: programKeys.byCode(referralCode) }),
    queryClient.invalidateQueries({ queryKey: affiliateKeys.merchantList() }),
  ]);
}

export async function refreshAfterAffiliateRemoved(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: affiliateKeys.merchantList() });
}

/** Join, set primary, or an affiliate signup through a link: the affiliate's memberships (and their programs' reputation). */
export async function refreshMemberships(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: affiliateKeys.memberships() }), queryClient.invalidateQueries({ queryKey: reputationKeys.affiliate() })]);
}

/**
 * docs/product/screen-states.md, Call status: pending calls, merchant affiliates, affiliate stats, affiliate
 * calls, payouts, earnings and memberships. History and the billing balance change too (an
 * approval is a charge), so they are refreshed with them.
 */
export async function refreshAfterCallStatusChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      callKeys.pending(),
      callKeys.history(),
      affiliateKeys.merchantList(),
      statsKeys.affiliate(),
      callKeys.affiliate(),
      payoutKeys.payouts(),
      payoutKeys.earnings(),
      affiliateKeys.memberships(),
      billingKeys.balance(),
      statementKeys.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** A card added, replaced or removed: the card on file the approval dialog and Billing page read. */
export async function refreshAfterPaymentMethodChange(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: billingKeys.setupStatus() });
}

/**
 * After a collect attempt, whatever its outcome: a payout moves the available balance and the
 * history; a 422 or 502 means the figures on screen were out of date (a failed payout is recorded
 * and its money returned). docs/product/screens-and-routes.md, Affiliate payouts dashboard, reloads the page after a successful collection;
 * refetching the payout queries is the same for the person and keeps the app state.
 */
export async function refreshAfterPayoutCollect(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [payoutKeys.payouts(), payoutKeys.earnings(), payoutMethodKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** A payout card added, replaced or removed: the settings page and the collect dialog read it. */
export async function refreshAfterPayoutMethodChange(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: payoutMethodKeys.all });
}

/** A raised dispute shows on the merchant's history row, the affiliate's referral and the admin queue. */
export async function refreshAfterDisputeRaised(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [callKeys.history(), callKeys.affiliate(), adminKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * Upholding moves money like a call decision (docs/product/money.md, Disputes): a refund and a clawback, or a charge
 * and a commission. So everything a decision refreshes, plus the whole admin console: the queue,
 * and the overview, ledger and reconciliation figures the money movement changes.
 */
export async function refreshAfterDisputeResolved(queryClient: QueryClient): Promise<void> {
  await Promise.all([refreshAfterCallStatusChange(queryClient), queryClient.invalidateQueries({ queryKey: adminKeys.all })]);
}

/**
 * An admin's decision on an escalated call is a call decision (an approval charges the merchant):
 * everything a decision refreshes, plus the whole admin console, the queue and the money figures.
 */
export async function refreshAfterEscalatedCallDecided(queryClient: QueryClient): Promise<void> {
  await Promise.all([refreshAfterCallStatusChange(queryClient), queryClient.invalidateQueries({ queryKey: adminKeys.all })]);
}
