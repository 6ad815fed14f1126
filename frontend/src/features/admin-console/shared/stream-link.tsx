import { subjectOfStream } from './stream-links';
import { TimelineLink } from './timeline-link';

/** A stream id, opening its subject's timeline when it names one (stream-links.ts). */
export function StreamLink({ streamId }: { streamId: string }) {
  const subject = subjectOfStream(streamId);
  const text = <code className="break-anywhere">{streamId || 'not in the event log yet'}</code>;
  return subject ? (
    <TimelineLink kind={subject.kind} id={subject.id}>
      {text}
    </TimelineLink>
  ) : (
    text
  );
}
