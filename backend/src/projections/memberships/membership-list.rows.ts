import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { MembershipEvent } from '../../domain/membership/membership.events';
import { viewAs } from '../runner/domain-event-view';

export type MembershipListChange =
  | { kind: 'insert'; row: { id: string; affiliateId: string; programId: string; merchantId: string; isPrimary: boolean; joinedAt: string } }
  | { kind: 'primary'; id: string; isPrimary: boolean }
  | { kind: 'remove'; id: string; removedAt: string };

/** What one event does to the membership list (pure; the writer applies it). */
export function membershipListChange(event: StoredEvent): MembershipListChange | null {
  const { type, data: e } = viewAs<MembershipEvent>(event);
  switch (type) {
    case 'AffiliateJoinedProgram':
      return {
        kind: 'insert',
        row: { id: e.membershipId, affiliateId: e.affiliateId, programId: e.programId, merchantId: e.merchantId, isPrimary: e.isPrimary, joinedAt: e.joinedAt },
      };
    case 'MembershipMadePrimary':
      return { kind: 'primary', id: e.membershipId, isPrimary: true };
    case 'MembershipPrimaryRevoked':
      return { kind: 'primary', id: e.membershipId, isPrimary: false };
    case 'AffiliateRemovedFromProgram':
      return { kind: 'remove', id: e.membershipId, removedAt: e.removedAt };
    default:
      return null;
  }
}
