import { Metadata, status, type sendUnaryData, type ServerErrorResponse, type ServerReadableStream } from '@grpc/grpc-js';
import { Empty } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/shared_pb';
import { AppendReq, AppendResp } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb';
import type { AppendOutcome, EventLogStore, ProposedEvent } from './event-log.store';
import type { ExpectedRevision } from './expected-revision.rules';
import { streamNameOf, uuidToString } from './grpc-message.codec';

type Options = AppendReq.Options;
const Case = AppendReq.Options.ExpectedStreamRevisionCase;
/** KurrentDB's default MaxAppendSize: the data and custom metadata of one append, in bytes. */
export const MAX_APPEND_SIZE = 1024 * 1024;

/**
 * Streams.Append: a client stream of one Options message followed by the proposed events; one
 * answer once the client half-closes. A version conflict is an ordinary answer
 * (`wrong_expected_version`), not a gRPC error: that is what makes the client throw its
 * WrongExpectedVersionError with the stream's actual revision.
 */
export function appendHandler(store: EventLogStore) {
  return (call: ServerReadableStream<AppendReq, AppendResp>, callback: sendUnaryData<AppendResp>): void => {
    let options: Options | undefined;
    const proposed: ProposedEvent[] = [];
    let size = 0;
    let rejected: ServerErrorResponse | null = null;
    call.on('data', (request: AppendReq) => {
      if (request.hasOptions()) options = request.getOptions();
      const message = request.getProposedMessage();
      if (!message) return;
      const metadata = message.getMetadataMap();
      const type = metadata.get('type');
      const contentType = metadata.get('content-type');
      if (!type || !contentType) rejected ??= missingMetadata();
      size += message.getData_asU8().length + message.getCustomMetadata_asU8().length;
      if (size > MAX_APPEND_SIZE) rejected ??= tooLarge();
      proposed.push({
        id: uuidToString(message.getId()),
        type: type ?? '',
        contentType: contentType ?? '',
        data: message.getData_asU8(),
        customMetadata: message.getCustomMetadata_asU8(),
      });
    });
    call.on('error', () => undefined);
    call.on('end', () => {
      if (!options) return callback({ code: status.INVALID_ARGUMENT, details: 'The first message must carry the options' });
      if (rejected) return callback(rejected);
      const expected = expectedRevisionOf(options);
      const outcome = store.append(streamNameOf(options.getStreamIdentifier()), expected, proposed);
      callback(null, appendResponse(outcome, expected));
    });
  };
}

/**
 * Refusals KurrentDB sends as gRPC errors, named by an `exception` trailer the client turns into
 * its RequiredMetadataPropertyMissingError and MaxAppendSizeExceededError; nothing is written.
 */
function missingMetadata(): ServerErrorResponse {
  return refusal('missing-required-metadata-property', 'Required metadata properties are missing', {
    'required-metadata-properties': 'type,content-type',
  });
}

function tooLarge(): ServerErrorResponse {
  return refusal('maximum-append-size-exceeded', `Maximum Append Size of ${MAX_APPEND_SIZE} Exceeded.`, {
    'maximum-append-size': String(MAX_APPEND_SIZE),
  });
}

function refusal(exception: string, details: string, extra: Record<string, string>): ServerErrorResponse {
  const metadata = new Metadata();
  metadata.set('exception', exception);
  for (const [key, value] of Object.entries(extra)) metadata.set(key, value);
  return Object.assign(new Error(details), { code: status.INVALID_ARGUMENT, details, metadata });
}

function expectedRevisionOf(options: Options): ExpectedRevision {
  switch (options.getExpectedStreamRevisionCase()) {
    case Case.REVISION:
      return BigInt(options.getRevision());
    case Case.NO_STREAM:
      return 'no_stream';
    case Case.STREAM_EXISTS:
      return 'stream_exists';
    default:
      return 'any';
  }
}

function appendResponse(outcome: AppendOutcome, expected: ExpectedRevision): AppendResp {
  const response = new AppendResp();
  if (outcome.kind === 'conflict') return response.setWrongExpectedVersion(wrongExpectedVersion(outcome.currentRevision, expected));
  const success = new AppendResp.Success();
  if (outcome.lastRevision < 0) success.setNoStream(new Empty());
  else success.setCurrentRevision(String(outcome.lastRevision));
  if (outcome.lastPosition === null) success.setNoPosition(new Empty());
  else {
    // The position of the append's last event: a reader that has seen this position has seen the append.
    const position = new AppendResp.Position();
    position.setCommitPosition(outcome.lastPosition.toString());
    position.setPreparePosition(outcome.lastPosition.toString());
    success.setPosition(position);
  }
  return response.setSuccess(success);
}

/** Both the current fields and the pre-20.6 ones (which had no way to say "expected no stream"). */
function wrongExpectedVersion(current: number, expected: ExpectedRevision): AppendResp.WrongExpectedVersion {
  const wrong = new AppendResp.WrongExpectedVersion();
  if (current < 0) {
    wrong.setCurrentNoStream(new Empty());
    wrong.setNoStream2060(new Empty());
  } else {
    wrong.setCurrentRevision(String(current));
    wrong.setCurrentRevision2060(current);
  }
  if (expected === 'any') {
    wrong.setExpectedAny(new Empty());
    wrong.setAny2060(new Empty());
  } else if (expected === 'stream_exists') {
    wrong.setExpectedStreamExists(new Empty());
    wrong.setStreamExists2060(new Empty());
  } else if (expected === 'no_stream') {
    wrong.setExpectedNoStream(new Empty());
  } else {
    wrong.setExpectedRevision(expected.toString());
    wrong.setExpectedRevision2060(Number(expected));
  }
  return wrong;
}
