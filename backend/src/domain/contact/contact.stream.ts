import { loadAggregate, type StreamReader } from '../shared/stream-reader';
import { contactDecider, type ContactState } from './contact.decide';

/** One stream per contact message; the only place this name is spelled. */
export const contactStream = (messageId: string): string => `contact-${messageId}`;

export const loadContactMessage = (reader: StreamReader, messageId: string): Promise<ContactState> => loadAggregate(reader, contactStream(messageId), contactDecider);
