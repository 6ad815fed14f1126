import { BadRequestException } from '@nestjs/common';
import { IsISO8601, IsString, Matches } from 'class-validator';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A year, leap day included: finance closes books by the year at most. */
export const MAX_PROCESSOR_DAYS = 366;

/** `GET /api/admin/reconciliation/processor?from=YYYY-MM-DD&to=YYYY-MM-DD` (UTC days, both included). */
export class ProcessorReconciliationQueryDto {
  @IsISO8601({ strict: true }, { message: 'The "from" day does not exist in the calendar; give a day such as 2026-03-01.' })
  @Matches(DAY, { message: 'The "from" day must be written YYYY-MM-DD, such as 2026-03-01.' })
  @IsString({ message: 'Give the first day of the period as from=YYYY-MM-DD.' })
  from!: string;

  @IsISO8601({ strict: true }, { message: 'The "to" day does not exist in the calendar; give a day such as 2026-03-31.' })
  @Matches(DAY, { message: 'The "to" day must be written YYYY-MM-DD, such as 2026-03-31.' })
  @IsString({ message: 'Give the last day of the period as to=YYYY-MM-DD.' })
  to!: string;
}

/** `DELETE /api/admin/sandbox/processor-records/:id`: a balance transaction id or the id it records. */
export class SandboxRecordParamsDto {
  @Matches(/^(txn|ch|re|tr|po)_[A-Za-z0-9_]{1,100}$/, { message: 'Give a sandbox record id (txn_...) or the charge, refund, transfer or payout id it records (ch_, re_, tr_, po_).' })
  @IsString({ message: 'Give a sandbox record id.' })
  id!: string;
}

/** The period as instants, [from, to + 1 day); the DTO checked the format. */
export function processorPeriod(query: ProcessorReconciliationQueryDto): { from: Date; to: Date } {
  const from = new Date(`${query.from}T00:00:00.000Z`);
  const to = new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS);
  if (query.from > query.to) throw new BadRequestException({ message: 'The "from" day must be on or before the "to" day.', errors: { from: 'The "from" day must be on or before the "to" day.' } });
  if (to.getTime() - from.getTime() > MAX_PROCESSOR_DAYS * DAY_MS) {
    const message = `Choose a period of at most ${MAX_PROCESSOR_DAYS} days.`;
    throw new BadRequestException({ message, errors: { to: message } });
  }
  return { from, to };
}
