import type { TimelineKind } from '@leadledger/contracts/admin';
import { paths } from '../../../config/paths';

/** Streams are named `<type>-<id>` (`call-123`); calls and programs have a timeline of their own. */
export function timelineHrefForStream(streamId: string): string | null {
  const match = /^(call|program)-(.+)$/.exec(streamId);
  return match ? paths.adminTimeline.href(match[1] as TimelineKind, match[2]) : null;
}

/** The event log filtered to one correlation, or opened on one event's detail. */
export const correlationHref = (correlationId: string) => paths.adminEvents.href({ correlationId });
export const eventHref = (eventId: string) => paths.adminEvents.href({ event: eventId });
