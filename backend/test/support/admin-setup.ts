import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/infrastructure/crypto/password-hasher';
import { type Browser, logIn, PASSWORD, uniqueEmail } from './accounts';
import { withDatabase } from './database';
import type { TestApp } from './test-app';

export interface Admin {
  browser: Browser;
  id: string;
  email: string;
}

/**
 * An admin, made the way `npm run admin:create` makes one (a users row; signup refuses the role,
 * docs/architecture/overview.md, Security), signed in through the API.
 */
export async function newAdmin(t: TestApp): Promise<Admin> {
  const id = randomUUID();
  const email = uniqueEmail('admin');
  const hash = await hashPassword(PASSWORD);
  await withDatabase(t, (db) =>
    db.query(`INSERT INTO users (id, email, password_hash, first_name, last_name, role, time_zone) VALUES ($1, $2, $3, 'Grace', 'Hopper', 'admin', 'UTC')`, [id, email, hash]),
  );
  const browser = t.browser();
  const res = await logIn(browser, email, PASSWORD);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { browser, id, email };
}

/** Every CSV view of contracts/admin.ts AdminCsvView, with the query it needs. */
export const CSV_EXPORTS = [
  'events.csv',
  'ledger-accounts.csv',
  'ledger-journals.csv?account=processor:clearing',
  'reconciliation.csv',
  'processor-records.csv',
  'disputes.csv',
  'merchants.csv',
  'affiliates.csv',
  'activity.csv',
];

/** A past instant for the as-of routes (a future one is refused). */
const AS_OF = '2026-01-01T00:00:00Z';

/** Every admin read route this module serves (the disputes queue is the disputes module's). */
export function adminRoutes(subjects: { merchantId: string; eventId: string }): string[] {
  return [
    '/api/admin/merchants',
    '/api/admin/affiliates',
    '/api/admin/overview',
    '/api/admin/events',
    `/api/admin/events/${subjects.eventId}`,
    '/api/admin/event-types',
    `/api/admin/timelines/merchant/${subjects.merchantId}`,
    '/api/admin/ledger/accounts',
    '/api/admin/ledger/journals?account=processor:clearing',
    '/api/admin/reconciliation',
    '/api/admin/reconciliation/records',
    '/api/admin/charts/activity',
    '/api/admin/search?q=dana',
    `/api/admin/accounts/${subjects.merchantId}`,
    `/api/admin/as-of/merchant-billing/${subjects.merchantId}?at=${AS_OF}`,
    `/api/admin/as-of/ledger-account?account=processor:clearing&at=${AS_OF}`,
    `/api/admin/as-of/balance-sheet?at=${AS_OF}`,
    `/api/admin/as-of/balance-sheet.csv?at=${AS_OF}`,
    ...CSV_EXPORTS.map((view) => `/api/admin/export/${view}`),
  ];
}

/** Parses the CSV the exports write (quoted cells, CRLF rows) back into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    } else cell += c;
  }
  return rows;
}
