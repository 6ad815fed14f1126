import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '@leadledger/contracts/notification';
import { isNotificationKind } from '../../projections/notifications/notification-kinds';

/** Names what the MAC is for, so a signature made for anything else under the app secret never passes here. */
const PURPOSE = 'leadledger/notifications/unsubscribe/v1';

/**
 * The unsubscribe link of an email (docs/architecture/notifications.md, Unsubscribe): who and which
 * kind, signed with HMAC-SHA256 under the app secret, so it works without signing in and cannot be
 * made for someone else or another kind. It never expires: a link in an old email must still work.
 */
export class UnsubscribeTokens {
  constructor(private readonly appSecret: string) {}

  sign(userId: string, kind: NotificationKind): string {
    return `${userId}.${kind}.${this.mac(userId, kind).toString('base64url')}`;
  }

  /** The user and kind the token names, or null when it was changed or made under another secret. */
  verify(token: string): { userId: string; kind: NotificationKind } | null {
    const [userId, kind, signature, ...rest] = token.split('.');
    if (rest.length > 0 || !userId || !signature || !isNotificationKind(kind)) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(userId, kind);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : null;
  }

  private mac(userId: string, kind: string): Buffer {
    return createHmac('sha256', this.appSecret).update(`${PURPOSE}:${userId}:${kind}`).digest();
  }
}
