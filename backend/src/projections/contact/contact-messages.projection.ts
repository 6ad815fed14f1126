import type { PoolClient } from 'pg';
import type { ContactEvent } from '../../domain/contact/contact.events';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../runner/projection';
import { viewAs } from '../runner/domain-event-view';

/** `contact_messages` (migration 16): the admins' inbox of contact-page messages. Idempotent per event. */
export class ContactMessagesProjection implements Projection {
  readonly name = 'contact-messages';
  readonly tables = ['contact_messages'];
  readonly eventTypes = ['ContactMessageReceived', 'ContactMessageHandled'] as const;

  async apply(events: StoredEvent[], tx: PoolClient): Promise<void> {
    for (const event of events) {
      const { type, data: e } = viewAs<ContactEvent>(event);
      if (type === 'ContactMessageReceived') {
        await tx.query(
          `INSERT INTO contact_messages (id, name, email, topic, message, sender_user_id, received_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
          [e.messageId, e.name, e.email, e.topic, e.message, e.senderUserId, e.receivedAt],
        );
      } else if (type === 'ContactMessageHandled') {
        await tx.query(`UPDATE contact_messages SET handled_by = $2, handled_at = $3 WHERE id = $1`, [e.messageId, e.handledBy, e.handledAt]);
      }
    }
  }
}
