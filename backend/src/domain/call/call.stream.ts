import { loadAggregate, type StreamReader } from '../shared/stream-reader';
import { callDecider } from './call.decide';
import type { CallState } from './call.state';

/** One stream per call (docs/architecture/event-store.md); the only place this name is spelled. */
export const callStream = (callId: string): string => `call-${callId}`;

export const loadCall = (reader: StreamReader, callId: string): Promise<CallState> => loadAggregate(reader, callStream(callId), callDecider);
