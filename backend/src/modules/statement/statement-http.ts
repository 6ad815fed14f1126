import type { FastifyReply } from 'fastify';

/** Sends a statement CSV as a download named after the month. */
export function sendStatementCsv(res: FastifyReply, month: string, csv: string): string {
  res.header('Content-Type', 'text/csv; charset=utf-8');
  res.header('Content-Disposition', `attachment; filename="leadledger-statement-${month}.csv"`);
  res.header('Cache-Control', 'no-store');
  return csv;
}
