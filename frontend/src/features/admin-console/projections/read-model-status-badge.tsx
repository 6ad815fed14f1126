import type { ReadModelStatus } from '@leadledger/contracts/admin';

/** The server counts lag up to 1,001 (contracts/admin.ts): past 1,000 it is just "more". */
const LAG_LIMIT = 1000;

export function readModelStatusLabel({ lag, parked }: Pick<ReadModelStatus, 'lag' | 'parked'>): string {
  if (parked) return 'Parked';
  if (lag === 0) return 'Live';
  if (lag > LAG_LIMIT) return `Behind ${LAG_LIMIT.toLocaleString('en-US')}+ events`;
  return `Behind ${lag.toLocaleString('en-US')} ${lag === 1 ? 'event' : 'events'}`;
}

export function ReadModelStatusBadge({ status }: { status: ReadModelStatus }) {
  const tone = status.parked ? 'badge-danger' : status.lag === 0 ? 'badge-success' : 'badge-warning';
  return <span className={`badge ${tone}`}>{readModelStatusLabel(status)}</span>;
}
