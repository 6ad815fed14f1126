import { deciderSpecification } from '../shared/decider-specification';
import { contactDecider, type ReceiveContactMessage } from './contact.decide';
import type { ContactMessageReceived } from './contact.events';

const spec = deciderSpecification(contactDecider);
const now = '2026-11-24T10:00:00.000Z';
const receive = (o: Partial<ReceiveContactMessage> = {}): ReceiveContactMessage => ({
  type: 'ReceiveContactMessage', messageId: 'm1', name: ' Dana ', email: 'Dana@Example.com', topic: 'billing', message: '  My statement shows a charge I do not recognise.  ', senderUserId: null, now, ...o,
});
const received: ContactMessageReceived = {
  type: 'ContactMessageReceived', messageId: 'm1', name: 'Dana', email: 'dana@example.com', topic: 'billing', message: 'My statement shows a charge I do not recognise.', senderUserId: null, receivedAt: now,
};

describe('contact message', () => {
  it('is received trimmed, once; a repeat of the same id changes nothing', () => {
    spec.given([]).when(receive()).then([received]);
    spec.given([received]).when(receive()).then([]);
  });

  it.each([
    [{ name: '  ' }, 'ContactNameInvalid'],
    [{ email: 'not-an-email' }, 'ContactEmailInvalid'],
    [{ topic: 'gossip' as never }, 'ContactTopicInvalid'],
    [{ message: 'too short' }, 'ContactMessageInvalid'],
    [{ message: 'x'.repeat(5001) }, 'ContactMessageInvalid'],
  ])('refuses %p', (overrides, code) => {
    spec.given([]).when(receive(overrides)).thenFails(code);
  });

  it('is marked handled once, by an admin', () => {
    const handle = { type: 'HandleContactMessage' as const, messageId: 'm1', adminId: 'admin-1', now };
    spec.given([received]).when(handle).then([{ type: 'ContactMessageHandled', messageId: 'm1', handledBy: 'admin-1', handledAt: now }]);
    spec.given([received, { type: 'ContactMessageHandled', messageId: 'm1', handledBy: 'admin-1', handledAt: now }]).when(handle).thenFails('ContactMessageAlreadyHandled');
    spec.given([]).when(handle).thenFails('ContactMessageNotFound');
  });
});
