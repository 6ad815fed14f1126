import type { SummaryLink } from '@leadledger/contracts/admin';
import type { ReactNode } from 'react';
import { TimelineLink } from './timeline-link';

/**
 * An event's one-line summary as the server wrote it, each name it links (`summaryLinks`, by
 * position in the text) opening that call's, merchant's, affiliate's or program's timeline.
 * A range that does not fit the text (overlapping, out of bounds) is shown as plain text.
 */
export function EventSummary({ summary, links, className }: { summary: string; links: readonly SummaryLink[]; className?: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const link of [...links].sort((a, b) => a.start - b.start)) {
    const end = link.start + link.length;
    if (link.start < at || link.length <= 0 || end > summary.length) continue;
    if (link.start > at) parts.push(summary.slice(at, link.start));
    parts.push(
      <TimelineLink key={`${link.start}-${link.kind}`} kind={link.kind} id={link.id}>
        {summary.slice(link.start, end)}
      </TimelineLink>,
    );
    at = end;
  }
  if (at < summary.length) parts.push(summary.slice(at));
  return <span className={className ?? 'break-anywhere'}>{parts}</span>;
}
