import { DataSource } from 'typeorm';
import { CONNECTION_NAMES } from './pool-sizes';
import { EventStore1700000000001 } from './migrations/1700000000001-event-store';
import { Projections1700000000002 } from './migrations/1700000000002-projections';
import { Identity1700000000003 } from './migrations/1700000000003-identity';
import { Programs1700000000004 } from './migrations/1700000000004-programs';
import { Calls1700000000005 } from './migrations/1700000000005-calls';
import { Wallets1700000000006 } from './migrations/1700000000006-wallets';
import { Payouts1700000000007 } from './migrations/1700000000007-payouts';
import { Audit1700000000008 } from './migrations/1700000000008-audit';
import { Disputes1700000000009 } from './migrations/1700000000009-disputes';
import { LedgerGuard1700000000010 } from './migrations/1700000000010-ledger-guard';
import { IndependentProjections1700000000011 } from './migrations/1700000000011-independent-projections';
import { OneDoor1700000000012 } from './migrations/1700000000012-one-door';
import { AppRole1700000000013 } from './migrations/1700000000013-app-role';
import { MerchantStatement1700000000014 } from './migrations/1700000000014-merchant-statement';
import { ProgramChanges1700000000015 } from './migrations/1700000000015-program-changes';
import { ContactMessages1700000000016 } from './migrations/1700000000016-contact-messages';
import { UnattributedBookings1700000000017 } from './migrations/1700000000017-unattributed-bookings';
import { AccountSuspensions1700000000018 } from './migrations/1700000000018-account-suspensions';
import { SandboxProcessorRecords1700000000019 } from './migrations/1700000000019-sandbox-processor-records';
import { LedgerJournalsByTime1700000000020 } from './migrations/1700000000020-ledger-journals-by-time';
import { DecisionDeadlines1700000000021 } from './migrations/1700000000021-decision-deadlines';
import { ProgramReputation1700000000023 } from './migrations/1700000000023-program-reputation';
import { LeadQuality1700000000024 } from './migrations/1700000000024-lead-quality';
import { Notifications1700000000025 } from './migrations/1700000000025-notifications';
import { NotificationEmail1700000000026 } from './migrations/1700000000026-notification-email';
import { CallRejectedBy1700000000027 } from './migrations/1700000000027-call-rejected-by';

/** Every schema change, in order, one a line. The schema is never synchronized from entities. */
export const migrations = [
  EventStore1700000000001,
  Projections1700000000002,
  Identity1700000000003,
  Programs1700000000004,
  Calls1700000000005,
  Wallets1700000000006,
  Payouts1700000000007,
  Audit1700000000008,
  Disputes1700000000009,
  LedgerGuard1700000000010,
  IndependentProjections1700000000011,
  OneDoor1700000000012,
  AppRole1700000000013,
  MerchantStatement1700000000014,
  ProgramChanges1700000000015,
  ContactMessages1700000000016,
  UnattributedBookings1700000000017,
  AccountSuspensions1700000000018,
  SandboxProcessorRecords1700000000019,
  LedgerJournalsByTime1700000000020,
  DecisionDeadlines1700000000021,
  ProgramReputation1700000000023,
  LeadQuality1700000000024,
  Notifications1700000000025,
  NotificationEmail1700000000026,
  CallRejectedBy1700000000027,
];


/** Any fixed number works: it only has to be the same for every instance that migrates. */
const MIGRATION_LOCK = 7_140_001;

/**
 * Runs pending migrations under an advisory lock, so app instances starting together take
 * turns instead of racing to create the same tables.
 */
export async function migrate(url: string): Promise<string[]> {
  const source = new DataSource({ type: 'postgres', url, applicationName: CONNECTION_NAMES.setup, migrations, migrationsTableName: 'schema_migrations', logging: false });
  await source.initialize();
  // A session lock belongs to one connection: hold it on a dedicated runner.
  const lockHolder = source.createQueryRunner();
  try {
    await lockHolder.connect();
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await source.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await lockHolder.release();
    await source.destroy();
  }
}
