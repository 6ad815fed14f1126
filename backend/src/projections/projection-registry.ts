import type { Projection } from './runner/projection';
import { EventLogProjection } from './audit/event-log.projection';
import { ActivityByDayProjection } from './activity/activity-by-day.projection';
import { CallListProjection } from './calls/call-list.projection';
import { ClickListProjection } from './clicks/click-list.projection';
import { DisputeListProjection } from './disputes/dispute-list.projection';
import { LedgerEntriesProjection } from './ledger/ledger-entries.projection';
import { MembershipListProjection } from './memberships/membership-list.projection';
import { PayoutListProjection } from './payouts/payout-list.projection';
import { ProcessorRecordsProjection } from './processor-records/processor-records.projection';
import { ContactMessagesProjection } from './contact/contact-messages.projection';
import { MerchantStatementProjection } from './statement/merchant-statement.projection';
import { UnattributedBookingsProjection } from './unattributed/unattributed-bookings.projection';
import { AccountSuspensionsProjection } from './account-status/account-suspensions.projection';
import { ReputationCallsProjection } from './reputation/reputation-calls.projection';
import { ProgramListProjection } from './programs/program-list.projection';
import { WalletBalancesProjection } from './wallets/wallet-balances.projection';
import { NotificationsProjection } from './notifications/notifications.projection';

/** Every read model, in the order the runner and a full rebuild process them. */
export function allProjections(): Projection[] {
  return [new ActivityByDayProjection(), new ProgramListProjection(), new MembershipListProjection(), new CallListProjection(), new ClickListProjection(), new WalletBalancesProjection(), new LedgerEntriesProjection(), new PayoutListProjection(), new EventLogProjection(), new DisputeListProjection(), new ProcessorRecordsProjection(), new MerchantStatementProjection(), new ContactMessagesProjection(), new UnattributedBookingsProjection(), new AccountSuspensionsProjection(), new ReputationCallsProjection(), new NotificationsProjection()];
}
