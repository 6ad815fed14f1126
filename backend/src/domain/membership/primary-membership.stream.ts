import { loadAggregate, type StreamReader } from '../shared/stream-reader';
import { primaryMembershipDecider } from './primary-membership.decide';
import type { PrimaryMembershipState } from './primary-membership.state';

/**
 * One stream per affiliate deciding which of its memberships is primary
 * (docs/architecture/invariants.md); the only place this name is spelled.
 */
export const affiliatePrimaryStream = (affiliateId: string): string => `affiliate-primary-${affiliateId}`;

export const loadPrimaryMembership = (reader: StreamReader, affiliateId: string): Promise<PrimaryMembershipState> =>
  loadAggregate(reader, affiliatePrimaryStream(affiliateId), primaryMembershipDecider);
