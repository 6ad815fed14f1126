import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { CONTACT_TOPICS, type ContactEvent, type ContactTopic } from './contact.events';

export type ReceiveContactMessage = {
  type: 'ReceiveContactMessage';
  messageId: string;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  senderUserId: string | null;
  now: string;
};

export type HandleContactMessage = { type: 'HandleContactMessage'; messageId: string; adminId: string; now: string };

export type ContactCommand = ReceiveContactMessage | HandleContactMessage;

export type ContactState = { status: 'absent' } | { status: 'open' | 'handled'; messageId: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactDecider: Decider<ContactCommand, ContactEvent, ContactState> = {
  initialState: { status: 'absent' },
  evolve(state, event) {
    switch (event.type) {
      case 'ContactMessageReceived':
        return { status: 'open', messageId: event.messageId };
      case 'ContactMessageHandled':
        return state.status === 'absent' ? state : { ...state, status: 'handled' };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'ReceiveContactMessage') {
      // A repeat of the same message id (a retried request) changes nothing.
      if (state.status !== 'absent') return [];
      const name = command.name.trim();
      const message = command.message.trim();
      if (name.length === 0 || name.length > 100) throw new DomainError('ContactNameInvalid', 'invalid', 'Enter your name (at most 100 characters).');
      if (!EMAIL.test(command.email) || command.email.length > 254) throw new DomainError('ContactEmailInvalid', 'invalid', 'Enter an email address we can reply to.');
      if (!CONTACT_TOPICS.includes(command.topic)) throw new DomainError('ContactTopicInvalid', 'invalid', `Choose a topic: ${CONTACT_TOPICS.join(', ')}.`);
      if (message.length < 10 || message.length > 5000) throw new DomainError('ContactMessageInvalid', 'invalid', 'Write your message in 10 to 5,000 characters.');
      return [{ type: 'ContactMessageReceived', messageId: command.messageId, name, email: command.email.trim().toLowerCase(), topic: command.topic, message, senderUserId: command.senderUserId, receivedAt: command.now }];
    }
    if (state.status === 'absent') throw new DomainError('ContactMessageNotFound', 'not-found', 'Message not found.');
    if (state.status === 'handled') throw new DomainError('ContactMessageAlreadyHandled', 'conflict', 'This message is already marked handled.');
    return [{ type: 'ContactMessageHandled', messageId: command.messageId, handledBy: command.adminId, handledAt: command.now }];
  },
};
