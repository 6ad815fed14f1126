import type { Response } from 'express';

/** Sends a statement CSV as a download named after the month. */
export function sendStatementCsv(res: Response, month: string, csv: string): string {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="leadledger-statement-${month}.csv"`);
  res.setHeader('Cache-Control', 'no-store');
  return csv;
}
