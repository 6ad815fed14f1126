import { randomUUID } from 'node:crypto';
import { parseUUID } from '@kurrent/kurrentdb-client/dist/utils/grpcUUID';
import { UUID } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/shared_pb';
import { uuidMessage, uuidToString } from './grpc-message.codec';

describe('event ids on the wire', () => {
  // High bits set on both halves: the structured form carries them as negative int64s.
  const ids = ['ffffffff-ffff-4fff-bfff-ffffffffffff', '00000000-0000-4000-8000-000000000001', randomUUID()];

  it.each(ids)('sends %s in the structured form the client decodes back to the same id', (id) => {
    const structured = uuidMessage(id, 'structured');
    expect(structured.hasStructured()).toBe(true);
    expect(parseUUID(structured)).toBe(id);
    expect(uuidToString(structured)).toBe(id);
  });

  it('reads a string id in lower case, so both spellings are one event id', () => {
    const id = randomUUID();
    expect(uuidToString(new UUID().setString(id.toUpperCase()))).toBe(id);
    expect(parseUUID(uuidMessage(id, 'string'))).toBe(id);
  });
});
