import type { BookCall } from './call.commands';
import type { CallRejected } from './call.events';
import { autoRejectionNote, autoRejectionCauses } from './lead-quality';

/**
 * A booking the program's lead rule rejects is rejected in the same append, right after its
 * CallBooked (docs/product/lead-quality.md, Automatic rejection): decided from the booking's own
 * quality and the rule its program's stream holds, never from a read model. It is an ordinary
 * rejection (reason `spam`), which the affiliate may dispute like any other.
 */
export function autoRejection(command: BookCall): CallRejected[] {
  const causes = autoRejectionCauses(command.autoReject, command.quality);
  if (causes.length === 0) return [];
  const { callId, merchantId, affiliateId, now } = command;
  return [{ type: 'CallRejected', callId, merchantId, affiliateId, reason: 'spam', note: autoRejectionNote(causes), rejectedAt: now, rejectedBy: 'lead-rule' }];
}
