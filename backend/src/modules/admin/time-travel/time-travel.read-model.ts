import { Inject, Injectable } from '@nestjs/common';
import type { AffiliateWalletAsOf, BalanceSheetAsOf, LedgerAccountAsOf, MerchantBillingAsOf } from '@leadledger/contracts/admin-time-travel';
import type { Pool } from 'pg';
import { walletStream } from '../../../domain/affiliate-wallet/affiliate-wallet.stream';
import { merchantCharges } from '../../../domain/ledger/ledger.accounts';
import { billingStream } from '../../../domain/merchant-billing/merchant-billing.stream';
import type { AppConfig } from '../../../infrastructure/config/app-config';
import { APP_CONFIG, PG_POOL } from '../../../infrastructure/database/database.tokens';
import { EVENT_STORE, type EventStore } from '../../../infrastructure/event-store/event-store.port';
import { streamsOfEvents } from '../../../projections/audit/event-log.queries';
import { accountJournalsAsOf, accountSumsAsOf, accountsSumsAsOf, merchantChargesAsOf } from '../../../projections/ledger/ledger-as-of.queries';
import { subscriptionOf } from '../../billing/queries/get-subscription/subscription';
import { cents } from '../shared/paging';
import { balanceSheet } from './balance-sheet';
import { cardAsOf, moneyEventsOf } from './billing-as-of';
import { journalsOf } from './ledger-journals-as-of';
import { newestFirst } from './stream-as-of';
import { walletAsOf } from './wallet-as-of';

/** At most this many journals or events per answer; the newest are kept and the count says how many there were. */
export const AS_OF_CAP = 100;

const nameOf = (r: { first_name: string | null; last_name: string | null; company_name: string | null }) =>
  r.company_name || [r.first_name, r.last_name].filter(Boolean).join(' ');

/**
 * Balances and states as they stood at an instant. Aggregates are folded from their own streams,
 * read through the event store's port (docs/architecture/event-store.md), so a wallet's past is
 * the stream's, never a read model's; ledger figures come from the ledger's own queries.
 */
@Injectable()
export class TimeTravelReadModel {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async ledgerAccount(account: string, at: Date): Promise<LedgerAccountAsOf> {
    const [sums, rows] = await Promise.all([accountSumsAsOf(this.pool, account, at), accountJournalsAsOf(this.pool, account, at, AS_OF_CAP)]);
    const streams = await streamsOfEvents(this.pool, [...new Set(rows.map((r) => r.event_id))]);
    const [debitCents, creditCents] = [cents(sums.debit), cents(sums.credit)];
    return { at: at.toISOString(), account, balanceCents: debitCents - creditCents, debitCents, creditCents, journalCount: sums.journals, journals: journalsOf(rows, streams) };
  }

  /** null: no affiliate has this id. */
  async affiliateWallet(affiliateId: string, at: Date): Promise<AffiliateWalletAsOf | null> {
    const person = await this.person(affiliateId, 'affiliate');
    if (!person) return null;
    const figures = walletAsOf(await this.store.readStream(walletStream(affiliateId)), at);
    return { at: at.toISOString(), affiliateId, affiliateName: nameOf(person), ...figures, events: figures.events.slice(0, AS_OF_CAP) };
  }

  /** null: no merchant has this id. */
  async merchantBilling(merchantId: string, at: Date): Promise<MerchantBillingAsOf | null> {
    const person = await this.person(merchantId, 'merchant');
    if (!person) return null;
    const account = merchantCharges(merchantId);
    const [stream, money, rows] = await Promise.all([
      this.store.readStream(billingStream(merchantId)),
      merchantChargesAsOf(this.pool, account, at),
      accountJournalsAsOf(this.pool, account, at, AS_OF_CAP, ['MerchantCharged', 'ChargeRefunded']),
    ]);
    const streams = await streamsOfEvents(this.pool, [...new Set(rows.map((r) => r.event_id))]);
    const { card, events } = cardAsOf(stream, at);
    const history = [...newestFirst(events), ...moneyEventsOf(journalsOf(rows, streams), account)].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
    const [chargedCents, refundedCents] = [cents(money.charged), cents(money.refunded)];
    // The trial as the merchant's billing page computes it (modules/billing), on the clock of `at`.
    const { status, trialEndsAt } = subscriptionOf(person.created_at, this.config.trialDays, at);
    const existed = person.created_at.getTime() <= at.getTime();
    return {
      at: at.toISOString(),
      merchantId,
      merchantName: nameOf(person),
      card,
      subscription: existed ? { status, trialEndsAt } : null,
      chargedCents,
      refundedCents,
      netChargedCents: chargedCents - refundedCents,
      chargeCount: money.charges,
      refundCount: money.refunds,
      events: history.slice(0, AS_OF_CAP),
      eventCount: events.length + money.charges + money.refunds,
    };
  }

  async balanceSheet(at: Date): Promise<BalanceSheetAsOf> {
    return balanceSheet(at, await accountsSumsAsOf(this.pool, at));
  }

  private async person(id: string, role: 'affiliate' | 'merchant') {
    const { rows } = await this.pool.query(`SELECT first_name, last_name, company_name, created_at FROM users WHERE id = $1 AND role = $2`, [id, role]);
    return rows[0] ?? null;
  }
}
