import type { EventLogRow } from '@leadledger/contracts/admin';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { EventSummary } from '../shared/event-summary';
import { StreamLink } from '../shared/stream-link';

/** The Summary column: the sentence with its names linking to their timelines. */
export function EventSummaryCell({ data }: CustomCellRendererProps<EventLogRow>) {
  if (!data) return null;
  return <EventSummary summary={data.summary} links={data.summaryLinks} />;
}

/** The Stream column: the stream id, opening its subject's timeline when it names one. */
export function EventStreamCell({ data }: CustomCellRendererProps<EventLogRow>) {
  if (!data) return null;
  return <StreamLink streamId={data.streamId} />;
}
