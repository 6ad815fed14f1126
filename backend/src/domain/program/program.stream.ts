import { loadAggregate, type StreamReader } from '../shared/stream-reader';
import { programDecider } from './program.decide';
import type { ProgramState } from './program.state';

/** One stream per program (docs/architecture/event-store.md); the only place this name is spelled. */
export const programStream = (programId: string): string => `program-${programId}`;

export const loadProgram = (reader: StreamReader, programId: string): Promise<ProgramState> => loadAggregate(reader, programStream(programId), programDecider);
