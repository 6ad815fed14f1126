import { StreamIdentifier, UUID } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/shared_pb';
import { ReadResp } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb';
import type { StoredEvent } from './event-log.store';

/**
 * Conversions between the generated protobuf messages and the log's plain records. The messages
 * must come from the client package's own generated modules: its service definitions check
 * `instanceof` against them when serializing.
 */

/** KurrentDB answers ids in the form the reader asked for (`uuid_option`); the clients ask for strings. */
export type UuidForm = 'string' | 'structured';

export function streamNameOf(identifier: StreamIdentifier | undefined): string {
  return identifier ? Buffer.from(identifier.getStreamName_asU8()).toString('utf8') : '';
}

export function streamIdentifier(name: string): StreamIdentifier {
  const identifier = new StreamIdentifier();
  identifier.setStreamName(Uint8Array.from(Buffer.from(name, 'utf8')));
  return identifier;
}

/** Lower-case dashed form, so the same id sent either way is recognised as the same event. */
export function uuidToString(uuid: UUID | undefined): string {
  if (!uuid) return '';
  if (uuid.hasStructured()) {
    const structured = uuid.getStructured()!;
    const hex = (bits: string) => (BigInt(bits) & 0xffff_ffff_ffff_ffffn).toString(16).padStart(16, '0');
    const most = hex(structured.getMostSignificantBits());
    const least = hex(structured.getLeastSignificantBits());
    return `${most.slice(0, 8)}-${most.slice(8, 12)}-${most.slice(12)}-${least.slice(0, 4)}-${least.slice(4)}`;
  }
  return uuid.getString().toLowerCase();
}

export function uuidMessage(id: string, form: UuidForm): UUID {
  const uuid = new UUID();
  if (form === 'string') return uuid.setString(id);
  const hex = id.replace(/-/g, '');
  const signed = (part: string) => BigInt.asIntN(64, BigInt(`0x${part}`)).toString(10);
  const structured = new UUID.Structured();
  structured.setMostSignificantBits(signed(hex.slice(0, 16)));
  structured.setLeastSignificantBits(signed(hex.slice(16)));
  return uuid.setStructured(structured);
}

/** One event as the Read RPC sends it; both clients read type, content type and created from the metadata map. */
export function readEventResponse(event: StoredEvent, form: UuidForm): ReadResp {
  const recorded = new ReadResp.ReadEvent.RecordedEvent();
  recorded.setId(uuidMessage(event.id, form));
  recorded.setStreamIdentifier(streamIdentifier(event.streamName));
  recorded.setStreamRevision(String(event.revision));
  recorded.setCommitPosition(event.position.toString());
  recorded.setPreparePosition(event.position.toString());
  const metadata = recorded.getMetadataMap();
  metadata.set('type', event.type);
  metadata.set('content-type', event.contentType);
  metadata.set('created', event.createdTicks.toString());
  recorded.setCustomMetadata(event.customMetadata);
  recorded.setData(event.data);
  const read = new ReadResp.ReadEvent();
  read.setEvent(recorded);
  read.setCommitPosition(event.position.toString());
  const response = new ReadResp();
  response.setEvent(read);
  return response;
}

export function streamNotFoundResponse(streamName: string): ReadResp {
  const notFound = new ReadResp.StreamNotFound();
  notFound.setStreamIdentifier(streamIdentifier(streamName));
  return new ReadResp().setStreamNotFound(notFound);
}
