import type { EventLogRow } from '@leadledger/contracts/admin';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { EventSummary } from '../shared/event-summary';

/** The Summary column: the sentence with its names linking to their timelines. */
export function EventSummaryCell({ data }: CustomCellRendererProps<EventLogRow>) {
  if (!data) return null;
  return <EventSummary summary={data.summary} links={data.summaryLinks} />;
}
